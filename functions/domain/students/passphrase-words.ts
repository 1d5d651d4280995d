/**
 * Short common words for students' passphrases (passphrase.ts): easy to read, spell and type for
 * young children (4 to 7 letters, so three of them with a digit and a symbol are at least 16 characters), none offensive, none a look-alike of another. 214 words: three of them, a digit
 * and a symbol give about 2^29 passphrases; Cognito's sign-in throttling and the portal's own limits do
 * the rest.
 */
export const PASSPHRASE_WORDS: readonly string[] = [
  'acorn', 'anchor', 'apple', 'arrow', 'badge', 'bagel', 'banjo', 'basil', 'beach', 'berry', 'bison', 'blaze', 'bloom', 'blossom', 'brave', 'breeze',
  'brick', 'brook', 'bubble', 'bunny', 'cabin', 'cactus', 'camel', 'candy', 'canoe', 'cargo', 'cedar', 'chalk', 'cheer', 'cherry', 'chess', 'chili',
  'cider', 'cliff', 'cloud', 'clover', 'cobra', 'cocoa', 'comet', 'cookie', 'coral', 'cotton', 'crane', 'creek', 'crown', 'daisy', 'delta', 'dingo',
  'diver', 'dolphin', 'dragon', 'dream', 'eagle', 'earth', 'ember', 'fable', 'falcon', 'feast', 'feather', 'fern', 'fiddle', 'field', 'flame',
  'flute', 'forest', 'fossil', 'frost', 'fruit', 'gadget', 'galaxy', 'garden', 'gecko', 'ginger', 'glider', 'globe', 'goose', 'grape',
  'gravy', 'hammock', 'harbor', 'hazel', 'helmet', 'heron', 'hippo', 'honey', 'horse', 'igloo', 'island', 'ivory', 'jacket', 'jelly', 'jewel',
  'jigsaw', 'jolly', 'juice', 'kayak', 'kettle', 'kite', 'kiwi', 'koala', 'ladder', 'lantern', 'lemon', 'lily', 'lizard', 'lotus', 'lucky', 'magic',
  'mango', 'maple', 'marble', 'marsh', 'meadow', 'melon', 'mint', 'mitten', 'moose', 'muffin', 'nectar', 'noble', 'north', 'nugget', 'oasis',
  'ocean', 'olive', 'onion', 'orbit', 'orchid', 'otter', 'paddle', 'panda', 'parrot', 'peach', 'pearl', 'pebble', 'pepper', 'piano', 'pickle',
  'pillow', 'pilot', 'planet', 'plum', 'pony', 'pretzel', 'puffin', 'pumpkin', 'puzzle', 'quail', 'quilt', 'rabbit', 'radar', 'rainbow', 'raven',
  'ripple', 'river', 'robin', 'rocket', 'rover', 'ruby', 'saddle', 'salmon', 'sandy', 'scout', 'seesaw', 'shell', 'sherbet', 'silver', 'skate',
  'sketch', 'sleigh', 'snail', 'sparrow', 'spice', 'spoon', 'sprout', 'squid', 'star', 'stone', 'storm', 'sugar', 'summer', 'sunny', 'swan',
  'tadpole', 'teapot', 'thistle', 'tiger', 'timber', 'toast', 'topaz', 'torch', 'trumpet', 'tulip', 'tundra', 'turtle', 'unicorn', 'valley',
  'velcro', 'velvet', 'violet', 'waffle', 'wagon', 'walnut', 'walrus', 'whale', 'willow', 'window', 'winter', 'wizard', 'wombat', 'yacht', 'yellow',
  'yogurt', 'zebra',
];
