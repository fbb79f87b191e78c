/** The layout check (test/support/layout-suite.ts) over every screen in the light theme. */
import { describeLayout } from '../support/layout-suite';

describeLayout('light');
