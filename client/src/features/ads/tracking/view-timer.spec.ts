import { describe, expect, it } from '@jest/globals';
import { FakeTimers } from './fake-timers';
import { createViewTimer } from './view-timer';

function setup() {
  const timers = new FakeTimers();
  let viewable = 0;
  const sut = createViewTimer(() => (viewable += 1), timers);
  return { sut, timers, viewable: () => viewable };
}

describe(createViewTimer.name, () => {
  it('counts a tile that stays at least half visible for one second', () => {
    const { sut, timers, viewable } = setup();
    sut.update(0.5);
    timers.advance(999);
    expect(viewable()).toBe(0);
    timers.advance(1);
    expect(viewable()).toBe(1);
  });

  it('starts over when the tile drops below half before the second is up', () => {
    const { sut, timers, viewable } = setup();
    sut.update(0.8);
    timers.advance(900);
    sut.update(0.3);
    timers.advance(500);
    expect(viewable()).toBe(0);
    sut.update(0.6);
    timers.advance(900);
    expect(viewable()).toBe(0);
    timers.advance(100);
    expect(viewable()).toBe(1);
  });

  it('does not restart the second when the share changes but stays above half', () => {
    const { sut, timers, viewable } = setup();
    sut.update(0.5);
    timers.advance(600);
    sut.update(1);
    timers.advance(400);
    expect(viewable()).toBe(1);
  });

  it('takes the rounding of the 0.5 threshold crossing as half visible', () => {
    const { sut, timers, viewable } = setup();
    sut.update(0.4999);
    timers.advance(1000);
    expect(viewable()).toBe(1);
  });

  it('never counts a tile that was only partly seen', () => {
    const { sut, timers, viewable } = setup();
    sut.update(0.49);
    timers.advance(5000);
    expect(viewable()).toBe(0);
    expect(timers.pending).toBe(0);
  });

  it('counts once however often the tile comes back', () => {
    const { sut, timers, viewable } = setup();
    for (let i = 0; i < 3; i += 1) {
      sut.update(1);
      timers.advance(1500);
      sut.update(0);
    }
    expect(viewable()).toBe(1);
  });

  it('forgets a tile that left the page before its second', () => {
    const { sut, timers, viewable } = setup();
    sut.update(1);
    timers.advance(500);
    sut.dispose();
    sut.update(1);
    timers.advance(2000);
    expect(viewable()).toBe(0);
  });
});
