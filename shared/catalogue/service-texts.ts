/**
 * Each service's id, title and description, in the site's order, made from static/services/*.md:
 * what this call returns is what webpack and jest bundle, made once (scripts/markdown-modules.ts).
 */
import { serviceTextList } from '../../scripts/markdown-modules';

export const { serviceTexts } = serviceTextList();
