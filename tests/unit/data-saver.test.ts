import { describe, expect, it } from 'vitest';
import { dataSaverFromRequest } from '../../src/web/lib/data-saver';

const request = (headers: Record<string, string>) => new Request('http://sefer.test/', { headers });

describe('Data saver of a page request (decision 046)', () => {
  it('is off by default and on when the browser sends Save-Data: on', () => {
    expect(dataSaverFromRequest(request({}))).toBe(false);
    expect(dataSaverFromRequest(request({ 'save-data': 'on' }))).toBe(true);
    expect(dataSaverFromRequest(request({ 'save-data': 'On ' }))).toBe(true);
    expect(dataSaverFromRequest(request({ 'save-data': 'off' }))).toBe(false);
  });

  it('follows the switch, whose choice wins over the header', () => {
    expect(dataSaverFromRequest(request({ cookie: 'lang=am; data_saver=1' }))).toBe(true);
    expect(dataSaverFromRequest(request({ cookie: 'data_saver=0', 'save-data': 'on' }))).toBe(false);
    expect(dataSaverFromRequest(request({ cookie: 'no_data_saver=1' }))).toBe(false);
  });
});
