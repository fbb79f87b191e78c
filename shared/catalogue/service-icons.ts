/**
 * Each service's icon by its id, in the site's order, made from static/services/*.md: what this
 * call returns is what webpack and jest bundle, made once (scripts/markdown-modules.ts).
 */
import { serviceIconList } from '../../scripts/markdown-modules';

export const { serviceIcons } = serviceIconList();
