import { registerEnumType } from '@nestjs/graphql';

/** The GraphQL face of kernel/content-level: posts carry one, users browse up to one. */
export enum ContentLevelEnum {
  general = 'general',
  sensible = 'sensible',
  explicito = 'explicito',
}
registerEnumType(ContentLevelEnum, {
  name: 'ContentLevel',
  description:
    'How explicit a post is: general, sensible (suggestive, violence) or explicito (adults who opted in)',
});
