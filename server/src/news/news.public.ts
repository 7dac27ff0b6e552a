/**
 * What other modules may use of news (nothing yet beyond its domain words): their adapters and
 * module files import it from here, never from news/adapters or news/application.
 */
export type { NewsItem, NewsState } from './domain/news';
