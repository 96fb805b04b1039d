import { describe, expect, it } from 'vitest';
import { matchKind, rankCompanies, similarity } from './rank-companies';

const companies = [
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'Tata Consultancy Services' },
  { id: 3, name: 'Globex' },
  { id: 4, name: 'Infosys' },
  { id: 5, name: 'Acme' },
  { id: 6, name: 'Wayne Enterprises' },
  { id: 7, name: 'Stark Industries' },
];

describe('matchKind', () => {
  it.each([
    ['Acme', 'acme', 'exact'],
    ['ACME  corp', 'acme corp', 'exact'],
    ['Acme Corp', 'acm', 'prefix'],
    ['Wayne Enterprises', 'enterp', 'contains'],
    ['Tata Consultancy Services', 'tcs', 'abbreviation'],
    ['Tata Consultancy Services', 't.c.', 'abbreviation'],
    ['Stark Industries', 'sta ind', 'wordStart'],
    ['Wayne Enterprises', 'ent way', 'wordStart'],
    ['Infosys', 'infosis', 'fuzzy'],
    ['Globex', 'glbex', 'fuzzy'],
    ['Acme Corp', 'acne', 'fuzzy'],
    ['Globex', 'zzz', undefined],
    ['Infosys', 'wipro', undefined],
    ['Acme Corp', 'x', undefined],
  ] as const)('%s for %s is %s', (name, query, kind) => {
    expect(matchKind(name, query)).toBe(kind);
  });
});

describe('similarity', () => {
  it.each([
    ['abc', 'abc', 1],
    ['', '', 1],
    ['abcd', 'abce', 0.75],
    ['abc', 'xyz', 0],
  ])('%s ~ %s = %d', (left, right, expected) => {
    expect(similarity(left, right)).toBeCloseTo(expected);
  });

  it('needs more than 0.6: a 3-of-5 match is not enough', () => {
    expect(similarity('abcde', 'abxyz')).toBeCloseTo(0.4);
    expect(matchKind('Abcde', 'abxyz')).toBeUndefined();
  });
});

describe('rankCompanies', () => {
  it('orders exact, prefix, contains, abbreviation, word-start, fuzzy', () => {
    const list = [
      { name: 'Fuzy Co' }, // fuzzy for "fuzzy"
      { name: 'Fuzzy Logic' }, // prefix
      { name: 'Fuzzy' }, // exact
      { name: 'The Fuzzy Bear' }, // contains
    ];
    expect(rankCompanies(list, 'fuzzy').map((ranked) => [ranked.company.name, ranked.kind])).toEqual([
      ['Fuzzy', 'exact'],
      ['Fuzzy Logic', 'prefix'],
      ['The Fuzzy Bear', 'contains'],
      ['Fuzy Co', 'fuzzy'],
    ]);
  });

  it('puts abbreviations before word starts', () => {
    const list = [{ name: 'Sun Traders' }, { name: 'Software Technology' }];
    // "st": initials of Software Technology / Sun Traders are both "st" → abbreviation, by name.
    expect(rankCompanies(list, 'st').map((ranked) => ranked.kind)).toEqual(['abbreviation', 'abbreviation']);
    expect(rankCompanies([{ name: 'Big Sun Traders' }, { name: 'Sun Traders' }], 'su tr').map((ranked) => ranked.company.name)).toEqual([
      'Big Sun Traders',
      'Sun Traders',
    ]);
  });

  it('breaks ties by name and keeps only matches', () => {
    expect(rankCompanies(companies, 'acme').map((ranked) => ranked.company.id)).toEqual([5, 1]);
    expect(rankCompanies(companies, 'nothing like it')).toEqual([]);
  });

  it('lists every company by name for an empty query', () => {
    expect(rankCompanies(companies, '  ').map((ranked) => ranked.company.name)).toEqual([
      'Acme',
      'Acme Corp',
      'Globex',
      'Infosys',
      'Stark Industries',
      'Tata Consultancy Services',
      'Wayne Enterprises',
    ]);
  });
});
