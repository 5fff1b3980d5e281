import { describe, expect, it } from 'vitest';
import { etaMessages, readEtaDate, readEtaTime } from '../eta-cells';

describe('CSV import: the ETA date cell', () => {
  it.each([
    ['2027-01-15', '2027-01-15'],
    [' 2027-1-5 ', '2027-01-05'],
    ['2027/01/15', '2027-01-15'],
    ['15/01/2027', '2027-01-15'],
    ['5/1/2027', '2027-01-05'],
    ['15/01/27', '2027-01-15'],
    ['5/1/27', '2027-01-05'],
    ['15-01-2027', '2027-01-15'],
    ['15.01.27', '2027-01-15'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/99', '2099-12-31'],
  ])('reads %j as %s (day first; a two-digit year is 20yy)', (cell, day) => {
    expect(readEtaDate(cell)).toEqual({ ok: true, day });
  });

  it.each([
    ['31/02/2027'],
    ['29/02/2027'],
    ['00/01/2027'],
    ['15/13/2027'],
    ['15/00/2027'],
    ['01/15/2027'],
    ['2027-02-30'],
  ])('refuses %j: that day does not exist', (cell) => {
    expect(readEtaDate(cell)).toEqual({ ok: false, message: etaMessages.noDay });
  });

  it.each([[''], ['15/01'], ['15/01-2027'], ['15/01/202'], ['15 Jan 2027'], ['2027-01-15T10:00'], ['115/01/2027']])(
    'refuses %j: not a date it reads',
    (cell) => {
      expect(readEtaDate(cell)).toEqual({ ok: false, message: etaMessages.date });
    },
  );
});

describe('CSV import: the ETA time cell', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['00:00', '00:00'],
    ['23:59:59', '23:59'],
    ['2pm', '14:00'],
    ['2 pm', '14:00'],
    ['2:30pm', '14:30'],
    ['2:30 PM', '14:30'],
    ['2:30:00 PM', '14:30'],
    ['12am', '00:00'],
    ['12:15 am', '00:15'],
    ['12pm', '12:00'],
    ['11:59 p.m.', '23:59'],
    ['9 A.M.', '09:00'],
    ['1am', '01:00'],
  ])('reads %j as %s', (cell, clock) => {
    expect(readEtaTime(cell)).toBe(clock);
  });

  it.each([
    [''],
    ['13pm'],
    ['0am'],
    ['00:30 am'],
    ['2:75pm'],
    ['24:00'],
    ['14:30 pm'],
    ['2'],
    ['1430'],
    ['2:5pm'],
    ['noon'],
  ])('refuses %j', (cell) => {
    expect(readEtaTime(cell)).toBeNull();
  });
});
