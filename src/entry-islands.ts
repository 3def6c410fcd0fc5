// The islands' module of every page but the landing page, which the boot inserts once the page
// has painted: every page's behaviour that is not a tool form (src/islands/).
import { everyPageIslands } from './islands';
import { startPage } from './islands/start-page';

startPage(everyPageIslands);
