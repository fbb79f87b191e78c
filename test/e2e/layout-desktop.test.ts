/** The screen walk (test/support/layout-suite.ts) over its part at 1280 px: every screen in both themes. */
import { describeWalk } from '../support/layout-suite';

describeWalk('desktop');
