import { createRegistryBudget } from '../../server/domains/registry-budget';
import { memoryCounter } from '../support/memory-counter';

const HOST = 'rdap.registry.net.za';
const taken = async (take: () => Promise<boolean>, times: number) => {
  let allowed = 0;
  for (let at = 0; at < times; at += 1) if (await take()) allowed += 1;
  return allowed;
};

test.each([
  [60, 15],
  [4, 1],
  [3, 0],
])(
  "when a registry's budget is %i a minute and senders' ages ask for twice that, then they get %i and the domain search still gets the rest",
  async (perMinute, ages) => {
    const budget = createRegistryBudget({ counter: memoryCounter(), perMinute }, () => 0);
    expect(await taken(() => budget.take(HOST, 'sender-age'), perMinute * 2)).toBe(ages);
    expect(await taken(() => budget.take(HOST), perMinute * 2)).toBe(perMinute - ages);
  },
);

test("when a watch's look-alikes ask beside senders' ages, then each gets its own share and the domain search the rest", async () => {
  const budget = createRegistryBudget({ counter: memoryCounter(), perMinute: 60 }, () => 0);
  expect(await taken(() => budget.take(HOST, 'lookalike'), 60)).toBe(15);
  expect(await taken(() => budget.take(HOST, 'sender-age'), 60)).toBe(15);
  expect(await taken(() => budget.take(HOST), 60)).toBe(30);
});
