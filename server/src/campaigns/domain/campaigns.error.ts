import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type CampaignErrorCode =
  | 'CAMPAIGNS.INVALID_NAME'
  | 'CAMPAIGNS.INVALID_OBJECTIVE'
  | 'CAMPAIGNS.INVALID_SCHEDULE'
  | 'CAMPAIGNS.INVALID_BUDGET'
  | 'CAMPAIGNS.INVALID_DAILY_CAP'
  | 'CAMPAIGNS.INVALID_BID'
  | 'CAMPAIGNS.INVALID_TARGETING'
  | 'CAMPAIGNS.INVALID_ADS'
  | 'CAMPAIGNS.INVALID_CTA'
  | 'CAMPAIGNS.INVALID_DESTINATION'
  | 'CAMPAIGNS.INVALID_CREATIVE'
  | 'CAMPAIGNS.INVALID_RANGE'
  | 'CAMPAIGNS.INSUFFICIENT_CREDITS'
  | 'CAMPAIGNS.NOT_FOUND'
  | 'CAMPAIGNS.AD_NOT_FOUND'
  | 'CAMPAIGNS.WRONG_STATUS'
  | 'CAMPAIGNS.INVALID_REASON';

const KIND: Record<CampaignErrorCode, ErrorKind> = {
  'CAMPAIGNS.INVALID_NAME': 'invalid',
  'CAMPAIGNS.INVALID_OBJECTIVE': 'invalid',
  'CAMPAIGNS.INVALID_SCHEDULE': 'invalid',
  'CAMPAIGNS.INVALID_BUDGET': 'invalid',
  'CAMPAIGNS.INVALID_DAILY_CAP': 'invalid',
  'CAMPAIGNS.INVALID_BID': 'invalid',
  'CAMPAIGNS.INVALID_TARGETING': 'invalid',
  'CAMPAIGNS.INVALID_ADS': 'invalid',
  'CAMPAIGNS.INVALID_CTA': 'invalid',
  'CAMPAIGNS.INVALID_DESTINATION': 'invalid',
  'CAMPAIGNS.INVALID_CREATIVE': 'invalid',
  'CAMPAIGNS.INVALID_RANGE': 'invalid',
  'CAMPAIGNS.INSUFFICIENT_CREDITS': 'conflict',
  'CAMPAIGNS.NOT_FOUND': 'not_found',
  'CAMPAIGNS.AD_NOT_FOUND': 'not_found',
  'CAMPAIGNS.WRONG_STATUS': 'conflict',
  'CAMPAIGNS.INVALID_REASON': 'invalid',
};

/** The one error class of the campaigns module: a stable code and the Spanish message shown. */
export class CampaignError extends DomainError {
  constructor(code: CampaignErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
