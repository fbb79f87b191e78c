/**
 * The long texts of each /services/{id} page by its id, made from static/services/*.md: what this
 * call returns is what webpack and jest bundle, made once (scripts/markdown-modules.ts). Only the
 * service page imports it, so no other page's scripts carry them.
 */
import { serviceDetailList } from '../../scripts/markdown-modules';

export const { serviceDetails } = serviceDetailList();
