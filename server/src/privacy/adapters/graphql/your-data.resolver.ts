import { UseGuards } from '@nestjs/common';
import {
  Args,
  Context,
  Field,
  Float,
  ID,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from '@nestjs/graphql';
import { AuthSession, Viewer } from '../../../platform/auth/auth-session';
import { CurrentSession, CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { clientContext, RequestWithClient } from '../../../platform/http/client-context';
import { AccountDeletionService } from '../../application/account-deletion.service';
import { DataExportService } from '../../application/data-export.service';
import { DataExport, DataExportStatus } from '../../domain/your-data';
import { ExportDownloadLinks } from '../export-download-links';

const DataExportStatusEnum = {
  pending: 'pending',
  ready: 'ready',
  failed: 'failed',
  expired: 'expired',
} as const satisfies { [K in DataExportStatus]: K };
registerEnumType(DataExportStatusEnum, {
  name: 'DataExportStatus',
  description: 'pending (being prepared), ready (downloadable until expiresAt), failed, expired',
});

@ObjectType('DataExport', { description: "An archive of the signed-in user's data" })
export class DataExportType {
  @Field(() => ID) id!: string;
  @Field(() => DataExportStatusEnum) status!: DataExportStatus;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) readyAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the archive is removed' })
  expiresAt!: Date | null;
  @Field(() => Float, { nullable: true, description: 'Bytes of the archive' })
  size!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'When ready: a download link for the owner, valid for 15 minutes',
  })
  downloadUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it failed (Spanish)' })
  error!: string | null;
}

@Resolver(() => DataExportType)
export class YourDataResolver {
  constructor(
    private readonly exports: DataExportService,
    private readonly deletions: AccountDeletionService,
    private readonly links: ExportDownloadLinks,
  ) {}

  @Query(() => DataExportType, {
    nullable: true,
    description: "The signed-in user's latest data export (null when they never asked for one)",
  })
  @UseGuards(JwtAuthGuard)
  async myDataExport(@CurrentViewer() viewer: Viewer): Promise<DataExportType | null> {
    const latest = await this.exports.latest(viewer.id);
    return latest ? this.present(latest) : null;
  }

  @Mutation(() => DataExportType, {
    description:
      'Starts preparing an archive of all your data; a notification says when it is ready. One at a time',
  })
  @UseGuards(JwtAuthGuard)
  async requestDataExport(@CurrentViewer() viewer: Viewer): Promise<DataExportType> {
    return this.present(await this.exports.request(viewer.id));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes your account and everything you published, at once. Accounts with a password confirm with it; accounts that sign in only through a provider type their handle as confirmation, within 10 minutes of signing in',
  })
  @UseGuards(JwtAuthGuard)
  async deleteAccount(
    @CurrentSession() session: AuthSession,
    @Args('password', { type: () => String, nullable: true }) password: string | null,
    @Args('confirmation', { type: () => String, nullable: true }) confirmation: string | null,
    @Context('req') req: RequestWithClient,
  ): Promise<boolean> {
    await this.deletions.deleteAccount(
      session.user.id,
      session.sessionId,
      {
        password: password?.slice(0, 1024) ?? null,
        confirmation: confirmation?.slice(0, 100) ?? null,
      },
      clientContext(req),
    );
    return true;
  }

  private present(e: DataExport): DataExportType {
    const ready = e.status === 'ready' && (!e.expiresAt || e.expiresAt > new Date());
    return {
      id: e.id,
      status: e.status === 'ready' && !ready ? 'expired' : e.status,
      createdAt: e.createdAt,
      readyAt: e.readyAt,
      expiresAt: e.expiresAt,
      size: e.size,
      downloadUrl: ready ? this.links.url(e.id, e.userId).url : null,
      error: e.error,
    };
  }
}
