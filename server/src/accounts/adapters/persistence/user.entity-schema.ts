import { EntitySchema } from 'typeorm';
import { UserWithCredential } from '../../domain/user';

export const UserEntity = new EntitySchema<UserWithCredential>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'varchar', length: 30 },
    fullname: { type: 'varchar', length: 60 },
    email: { type: 'varchar', length: 254, nullable: true },
    passwordHash: { name: 'password_hash', type: 'text', nullable: true, select: false },
    image: { type: 'text', nullable: true },
    bio: { type: 'varchar', length: 300, default: '' },
    links: { type: 'jsonb', default: () => "'[]'::jsonb" },
    coverImage: { name: 'cover_image', type: 'text', nullable: true },
    plan: { type: 'varchar', length: 8, default: 'free' },
    fastTokens: { name: 'fast_tokens', type: 'int', default: 0 },
    score: { type: 'int', default: 0 },
    subscriptionStatus: {
      name: 'subscription_status',
      type: 'varchar',
      length: 20,
      nullable: true,
    },
    mercadoPagoSubscriptionId: {
      name: 'mercado_pago_subscription_id',
      type: 'varchar',
      length: 64,
      nullable: true,
    },
    role: { type: 'varchar', length: 8, default: 'user' },
    suspendedUntil: { name: 'suspended_until', type: 'timestamptz', nullable: true },
    bannedAt: { name: 'banned_at', type: 'timestamptz', nullable: true },
    browsingLevel: { name: 'browsing_level', type: 'varchar', length: 10, default: 'general' },
    adultConfirmedAt: { name: 'adult_confirmed_at', type: 'timestamptz', nullable: true },
    emailVerifiedAt: { name: 'email_verified_at', type: 'timestamptz', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    updatedAt: { name: 'updated_at', type: 'timestamptz', updateDate: true },
  },
});

export interface SessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userAgent: string | null;
  ip: string | null;
}

export const SessionEntity = new EntitySchema<SessionRow>({
  name: 'UserSession',
  tableName: 'user_sessions',
  columns: {
    id: { type: 'uuid', primary: true },
    userId: { name: 'user_id', type: 'uuid' },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    expiresAt: { name: 'expires_at', type: 'timestamptz' },
    revokedAt: { name: 'revoked_at', type: 'timestamptz', nullable: true },
    userAgent: { name: 'user_agent', type: 'varchar', length: 300, nullable: true },
    ip: { type: 'varchar', length: 64, nullable: true },
  },
});

export interface IdentityRow {
  provider: string;
  subject: string;
  userId: string;
  createdAt: Date;
}

export const IdentityEntity = new EntitySchema<IdentityRow>({
  name: 'UserIdentity',
  tableName: 'user_identities',
  columns: {
    provider: { type: 'varchar', length: 200, primary: true },
    subject: { type: 'varchar', length: 255, primary: true },
    userId: { name: 'user_id', type: 'uuid' },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
  },
});
