import { routeGroup } from '../../route-group';
import admin from './admin';
import articleHistories from './article-histories';
import articles from './articles';
import cityfolio from './cityfolio';
import deals from './deals';
import events from './events';
import feeds from './feeds';
import funds from './funds';
import glossary from './glossary';
import home from './home';
import media from './media';
import notices from './notices';
import recruit from './recruit';
import reits from './reits';
import scraps from './scraps';
import search from './search';
import sophi from './sophi';
import support from './support';
import taxonomy from './taxonomy';

/** The content and data API (articles, REITs, deals, funds, events, jobs, 시티폴리오), version 1. Resources are added here. */
export default routeGroup([articles, home, taxonomy, scraps, articleHistories, search, feeds, media, reits, deals, funds, events, recruit, cityfolio, glossary, sophi, support, notices, admin]);
