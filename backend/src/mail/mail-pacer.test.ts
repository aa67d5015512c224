import { describe, expect, it } from 'vitest';
import { TestClock } from '../testing/test-server';
import { MailPacer } from './mail-pacer';

function setup() {
  const clock = new TestClock();
  const sent: string[] = [];
  const pacer = new MailPacer(clock, 60_000);
  const ask = (lane: string, mail: string) => pacer.request(lane, () => sent.push(mail));
  return { clock, sent, pacer, ask };
}

describe('given account mails asked for again and again', () => {
  it('when the first comes, then it goes out at once', () => {
    const { sent, ask } = setup();
    expect(ask('reset:a@x', 'first')).toBe('sent');
    expect(sent).toEqual(['first']);
  });

  it('when more come within the minute, then only the newest goes out, when the minute is over', () => {
    const { clock, sent, ask, pacer } = setup();
    ask('reset:a@x', 'first');
    clock.advance(10_000);
    expect(ask('reset:a@x', 'second')).toBe('queued');
    clock.advance(10_000);
    ask('reset:a@x', 'third');
    expect(sent).toEqual(['first']);
    expect(pacer.waiting).toBe(1);
    clock.advance(39_999);
    expect(sent).toEqual(['first']);
    clock.advance(1);
    expect(sent).toEqual(['first', 'third']);
    expect(pacer.waiting).toBe(0);
  });

  it('when a stranger asks every second for an hour, then the address gets one mail a minute, and the owner asking in between gets one within the minute', () => {
    const clock = new TestClock();
    const pacer = new MailPacer(clock, 60_000);
    const sentAt: number[] = [];
    const start = clock.now();
    const ownerAsked = start + 1_800_500;
    for (let ms = 0; ms < 3_600_000; ms += 1000) {
      pacer.request('reset:a@x', () => sentAt.push(clock.now()));
      if (ms === 1_800_000) {
        clock.advance(500);
        pacer.request('reset:a@x', () => sentAt.push(clock.now()));
        clock.advance(500);
      } else clock.advance(1000);
    }
    const last = clock.now();
    clock.advance(60_000);
    expect(sentAt).toHaveLength(61);
    for (let i = 1; i < sentAt.length; i++)
      expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(60_000);
    // A mail goes out within a minute of the owner's request, and within a minute of the very last one.
    expect(sentAt.some((at) => at >= ownerAsked && at <= ownerAsked + 60_000)).toBe(true);
    expect(sentAt.at(-1)).toBeGreaterThanOrEqual(last - 1000);
    expect(sentAt.at(-1)).toBeLessThanOrEqual(last + 60_000);
  });

  it('when addresses or kinds differ, then each has its own minute', () => {
    const { sent, ask } = setup();
    ask('reset:a@x', 'a');
    ask('reset:b@x', 'b');
    ask('registered:a@x', 'c');
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('when the server stops, then waiting mails go out at once', () => {
    const { clock, sent, ask, pacer } = setup();
    ask('reset:a@x', 'first');
    clock.advance(1000);
    ask('reset:a@x', 'second');
    pacer.flush();
    expect(sent).toEqual(['first', 'second']);
    clock.advance(120_000);
    expect(sent).toEqual(['first', 'second']);
  });
});
