import { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignRejection1763949583217 implements MigrationInterface {
  name = 'CampaignRejection1763949583217';

  async up(q: QueryRunner): Promise<void> {
    // staff may reject a campaign: it ends like a finished one, and its advertiser reads why
    await q.query(`
      ALTER TABLE campaigns
        ADD COLUMN rejection_reason varchar(500),
        ADD COLUMN rejected_at timestamptz,
        ADD CONSTRAINT campaigns_rejection_check CHECK (
          (status = 'rejected') = (rejection_reason IS NOT NULL AND rejected_at IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE campaigns
        DROP CONSTRAINT campaigns_rejection_check,
        DROP COLUMN rejected_at,
        DROP COLUMN rejection_reason`);
  }
}
