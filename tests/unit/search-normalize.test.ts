import { describe, expect, it } from 'vitest';
import { transliterateGeez } from '../../src/server/features/properties/search/geez';
import { searchKey, searchTerms } from '../../src/server/features/properties/search/normalize';

describe('search keys', () => {
  it.each([
    ['bole', 'ቦሌ'],
    ['Kazanchis', 'ካዛንቺስ'],
    ['ayat', 'አያት'],
    ['Megenagna', 'መገናኛ'],
    ['Sarbet', 'ሳርቤት'],
    ['Kirkos', 'ቂርቆስ'],
    ['Lideta', 'ልደታ'],
    ['Nifas Silk Lafto', 'ንፋስ ስልክ ላፍቶ'],
    ['Gullele', 'ጉለሌ'],
    ['Kolfe Keranio', 'ኮልፌ ቀራኒዮ'],
    ['Akaky Kaliti', 'አቃቂ ቃሊቲ'],
    ['Addis Ababa', 'አዲስ አበባ'],
    ['Piassa', 'ፒያሳ'],
    ['Arat Kilo', 'አራት ኪሎ'],
    ['Sidist Kilo', 'ስድስት ኪሎ'],
    ['Entoto', 'እንጦጦ'],
    ['Hawassa', 'ሀዋሳ'],
    ['Bahir Dar', 'ባሕር ዳር'],
    ['Mekelle', 'መቀሌ'],
    ['Merkato', 'መርካቶ'],
    ['Sebategna', 'ሰባተኛ'],
  ])('"%s" and "%s" have the same key', (latin, geez) => {
    expect(searchKey(latin)).toBe(searchKey(geez));
  });

  it.each([
    ['ሀዋሳ', 'ሐዋሳ'],
    ['ሀዋሳ', 'ኀዋሳ'],
    ['ሰፈር', 'ሠፈር'],
    ['አዳማ', 'ዐዳማ'],
    ['ጸሐይ', 'ፀሐይ'],
  ])('the homophones "%s" and "%s" have the same key', (a, b) => {
    expect(searchKey(a)).toBe(searchKey(b));
  });

  it('ignores case, accents and punctuation', () => {
    expect(searchKey('Café  BOLE, Atlas!')).toBe(searchKey('cafe bole atlas'));
    expect(searchKey('ቦሌ፣ አትላስ።')).toBe(searchKey('Bole Atlas'));
  });

  it('keeps different words apart', () => {
    expect(searchKey('Bole')).not.toBe(searchKey('Yeka'));
    expect(searchKey('ቦሌ')).not.toBe(searchKey('ልደታ'));
  });

  it('transliterates every letter of the Amharic syllabary it meets, and nothing else', () => {
    expect(transliterateGeez('ቦሌ 2 bedroom')).toBe('bole 2 bedroom');
    expect(transliterateGeez('ኳስ')).toBe('kwas');
  });

  it('splits a query into distinct terms of two letters or more', () => {
    expect(searchTerms('  Bole  a ቦሌ apartment ')).toEqual(['bola', 'apartmant']);
  });
});
