/**
 * Given names and the short forms children are commonly enrolled or known by.
 *
 * Each group is one formal name with its short forms. A short form may belong to several groups
 * ('alex' is short for Alexander and for Alexandra), but two formal names are only equivalent when
 * they share a group, so the siblings Alexander and Alexandra are never taken for one person.
 */
const groups: readonly string[] = [
  'abigail abby abbie abi gail',
  'abraham abe bram',
  'adrian ade',
  'adrienne adri',
  'albert al bert bertie',
  'alexander alex alec alexis sandy xander lex zander',
  'alexandra alex alexa lexi lexie sandra sandy sasha xandra',
  'alfred alf alfie fred freddie',
  'alice ally allie',
  'alison ali allie ally',
  'amanda mandy manda',
  'andrew andy drew',
  'angela angie',
  'anna ann anne annie',
  'anthony tony ant',
  'archibald archie',
  'arthur art artie',
  'barbara barb barbie babs',
  'benjamin ben benji benny',
  'bernard bernie',
  'beatrice bea trixie',
  'bradley brad',
  'bridget bridie biddy',
  'caitlin cait kate katie',
  'callum cal',
  'cameron cam',
  'caroline carol carrie caro',
  'catherine cath cathy kate katie kat cate',
  'charles charlie chas chuck chaz',
  'charlotte charlie lottie lotte',
  'christian chris',
  'christina chris chrissy tina',
  'christine chris chrissy tina',
  'christopher chris kit topher',
  'clara clare',
  'cynthia cindy',
  'daniel dan danny',
  'danielle dani',
  'david dave davey davy',
  'deborah debbie deb debra',
  'dominic dom',
  'donald don donnie',
  'dorothy dot dottie dolly',
  'douglas doug dougie',
  'edward ed eddie ted teddy ned',
  'edmund ed eddie ned',
  'eleanor ellie nell nora elle',
  'elizabeth liz lizzie beth betty eliza libby lisa elsie bess bessie lily',
  'ellen ellie nell',
  'emily em emmy millie',
  'emma em emmy',
  'eugene gene',
  'evelyn evie eve',
  'frances fran frankie fanny',
  'francis frank frankie fran',
  'frederick fred freddie freddy',
  'gabriel gabe gabby',
  'gabrielle gabby gabi brie',
  'geoffrey geoff jeff',
  'george georgie',
  'georgia georgie',
  'georgina georgie gina',
  'gerald gerry jerry',
  'gregory greg',
  'harold harry hal',
  'harriet hattie harry',
  'henry harry hank hal',
  'isabel isabelle izzy bella belle isa',
  'isabella izzy bella belle isa',
  'jacob jake jakey',
  'jacqueline jackie jacqui',
  'james jim jimmy jamie jem',
  'jane janey jenny',
  'janet jan',
  'jennifer jen jenny jenn',
  'jessica jess jessie',
  'joanna jo joanne',
  'john jack johnny jon',
  'jonathan jon jonny johnny nathan',
  'joseph joe joey jo',
  'josephine jo josie',
  'joshua josh',
  'judith judy jude',
  'julian jules',
  'katherine kate katie kath kathy kat kit',
  'kathleen kathy kath kate',
  'kenneth ken kenny',
  'kimberly kim',
  'lawrence larry laurie',
  'leonard leo len lenny',
  'leonardo leo',
  'lucas luke',
  'louis lou louie',
  'louise lou lulu',
  'lucy lu',
  'madeline maddie maddy madi',
  'madison maddie maddy madi',
  'margaret maggie meg peggy marge margie madge greta',
  'matilda tilly tilda mattie',
  'matthew matt matty',
  'maximilian max',
  'maxwell max',
  'megan meg',
  'melissa mel missy',
  'michael mike mick mickey mikey',
  'michelle shelly chelle',
  'mitchell mitch',
  'natalie nat',
  'nathan nate nat',
  'nathaniel nate nat nathan',
  'nicholas nick nicky nico',
  'nicole nicky nikki',
  'oliver ollie olly',
  'olivia liv livvy ollie',
  'patricia pat patty trish tricia',
  'patrick pat paddy',
  'penelope penny',
  'peter pete',
  'philip phil pip',
  'phillip phil pip',
  'rachel rach',
  'raymond ray',
  'rebecca becky becca bec',
  'richard rick ricky rich dick richie',
  'robert rob bob bobby robbie bert',
  'ronald ron ronnie',
  'rosalind ros roz',
  'rosemary rose rosie',
  'samantha sam sammy',
  'samuel sam sammy',
  'sarah sara sally sadie',
  'sebastian seb',
  'stephanie steph',
  'stephen steve stevie',
  'steven steve stevie',
  'susan sue susie suzy',
  'suzanne sue susie suzy',
  'theodore theo ted teddy',
  'thomas tom tommy',
  'timothy tim timmy',
  'tobias toby',
  'valerie val',
  'victoria vicky tori vic',
  'vincent vince vinny',
  'walter walt wally',
  'william will bill billy willie liam',
  'winifred winnie',
  'zachary zach zack zac',
];

const groupsByName = new Map<string, number[]>();
const formalNames = new Set<string>();
groups.forEach((group, index) => {
  const names = group.split(/\s+/).filter((word) => word !== '');
  if (names[0] !== undefined) formalNames.add(names[0]);
  for (const name of names) {
    const existing = groupsByName.get(name);
    if (existing) existing.push(index);
    else groupsByName.set(name, [index]);
  }
});

/** Group numbers of a normalised given name token; empty when the name is in no group. */
export function nicknameGroups(token: string): readonly number[] {
  return groupsByName.get(token) ?? [];
}

/**
 * Whether two different given name tokens are forms of one name: Bob and Robert, Jim and Jimmy.
 * Two short forms of one formal name are not taken as equivalent unless one extends the other
 * (Lisa and Lily are both short for Elizabeth, but are usually two different girls).
 */
export function areNicknameEquivalent(left: string, right: string): boolean {
  if (left === right) return false;
  const leftGroups = groupsByName.get(left);
  const rightGroups = groupsByName.get(right);
  if (!leftGroups || !rightGroups || !leftGroups.some((group) => rightGroups.includes(group))) return false;
  return formalNames.has(left) || formalNames.has(right) || left.startsWith(right) || right.startsWith(left);
}
