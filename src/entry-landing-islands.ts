// The landing page's islands' module: every page's islands and the landing page's own (the menu,
// the lightbox, the videos, the meteors, the card rows), with the content they show. The build
// gives it to a page that marks an element for one of the latter (scripts/prerender).
import { everyPageIslands } from './islands';
import { landingIslands } from './islands/landing';
import { startPage } from './islands/start-page';

startPage({ ...everyPageIslands, ...landingIslands });
