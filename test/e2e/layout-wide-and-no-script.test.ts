/** The screen walk (test/support/layout-suite.ts) over its part at 1536 px and without JavaScript: every screen in both themes. */
import { describeWalk } from '../support/layout-suite';

describeWalk('wide-and-no-script');
