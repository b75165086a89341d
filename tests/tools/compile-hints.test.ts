import { describe, expect, it } from 'vitest';
import { hintedFiles, type OutputFileInfo } from '../../scripts/compile-hints';

const chunk = (fileName: string, name: string, isEntry = false): OutputFileInfo => ({ type: 'chunk', fileName, name, isEntry });

describe('the files that get V8\'s compile hint', () => {
  const files: OutputFileInfo[] = [
    chunk('assets/index-a1.js', 'index', true),
    chunk('assets/landing-b2.js', 'landing'),
    chunk('assets/login-c3.js', 'login'),
    chunk('assets/MemberDialogs-d4.js', 'MemberDialogs'),
    chunk('assets/PhoneField-e5.js', 'PhoneField'),
    { type: 'asset', fileName: 'assets/index-f6.css', name: 'index' },
  ];

  it('are the entry and the chunks named, and nothing else', () => {
    expect(hintedFiles(files, ['landing', 'login'])).toEqual(['assets/index-a1.js', 'assets/landing-b2.js', 'assets/login-c3.js']);
  });

  it('are the entry alone when no chunk is named', () => {
    expect(hintedFiles(files, [])).toEqual(['assets/index-a1.js']);
  });

  it('never include a stylesheet or other asset, even one of a listed name', () => {
    expect(hintedFiles(files, ['index'])).toEqual(['assets/index-a1.js']);
  });
});
