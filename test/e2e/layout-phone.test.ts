/** The screen walk (test/support/layout-suite.ts) over its part at 375 px: every screen in both themes. */
import { describeWalk } from '../support/layout-suite';

describeWalk('phone');
