import { RequestWithClient } from '../../platform/http/client-context';
import { FeedbackOrigin } from '../application/feedback.service';

const header = (req: RequestWithClient, name: string): string | null => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** Where feedback came from: the browser and the page (Referer), from either transport's request. */
export function feedbackOrigin(req: RequestWithClient): FeedbackOrigin {
  return { userAgent: header(req, 'user-agent'), referer: header(req, 'referer') };
}
