import { pagePart } from '../../../app/page-part';

/**
 * The VPS table in a chunk of its own: the plans' cards, the spec's view and the one most
 * visitors see, carry none of its script. On the table's own address the server lists its chunk
 * with the page's and the browser loads it before hydrating, so its Order Now buttons work from
 * the first moment; from the cards it comes when the browser is idle (the view switch asks for
 * it), ready for the switch.
 */
export const { Component: VpsComparisonPart, part: vpsComparisonPart } = pagePart('vps-comparison', () =>
  import(/* webpackChunkName: "vps-comparison" */ './vps-comparison').then((module) => module.VpsComparison),
);
