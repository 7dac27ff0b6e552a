import { MigrationInterface, QueryRunner } from 'typeorm';

/** Advertisers are told when the Mixel team rejects one of their campaigns, and why. */
export class CampaignRejectedNotice1763961000000 implements MigrationInterface {
  name = 'CampaignRejectedNotice1763961000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO notification_types (type) VALUES ('campaign-rejected')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type = 'campaign-rejected'`);
    await q.query(`DELETE FROM notification_types WHERE type = 'campaign-rejected'`);
  }
}
