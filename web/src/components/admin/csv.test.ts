import { toCsv } from './csv';

const one = (value: unknown) =>
  toCsv([{ header: 'A', value: (r: { v: unknown }) => r.v }], [{ v: value }]).split('\r\n')[1];

describe('CSV export: formulas defused, numbers kept', () => {
  it.each([
    ['-5.00', '-5.00'],
    ['-5', '-5'],
    ['+12.50', '+12.50'],
    ['-1,234.56', '"-1,234.56"'],
    ['-0.5', '-0.5'],
    ['1e3', '1e3'],
  ])('a plain number %s stays a number', (value, cell) => {
    expect(one(value)).toBe(cell);
  });

  it('a negative amount given as a number stays a number', () => {
    expect(one(-5)).toBe('-5');
    expect(one(-12.5)).toBe('-12.5');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['-5.00+cmd|x', "'-5.00+cmd|x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['- item', "'- item"],
  ])('a formula %j is defused', (value, cell) => {
    expect(one(value)).toBe(cell);
  });
});
