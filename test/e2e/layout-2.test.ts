/** The screen walk (test/support/layout-suite.ts) over its part 2: every fourth route, at every width, in both themes. */
import { describeWalk } from '../support/layout-suite';

describeWalk('2');
