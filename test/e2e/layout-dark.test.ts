/** The layout check (test/support/layout-suite.ts) over every screen in the dark theme. */
import { describeLayout } from '../support/layout-suite';

describeLayout('dark');
