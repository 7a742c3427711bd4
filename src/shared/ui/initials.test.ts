import { initialsOf } from './initials';

describe('initials for an avatar without a picture', () => {
  test.each([
    ['Demo Reader', 'DR'],
    ['Grace Brewster Hopper', 'GH'],
    ['Cher', 'C'],
    ['quiet@example.test', 'Q'],
    ['élodie durand', 'ÉD'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
