import { MigrationInterface, QueryRunner } from 'typeorm';

/** A FLUX.1 Kontext generation may edit an image: the key of that input in the media store. */
export class GenerationInputImage1763972000000 implements MigrationInterface {
  name = 'GenerationInputImage1763972000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generations ADD COLUMN input_image_key text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generations DROP COLUMN input_image_key`);
  }
}
