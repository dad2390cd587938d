import { KEEP_DOCUMENT_DAYS } from '../../../shared/storage/kept-documents';
import type { ClearGroup } from '../../../shared/storage/registry';

/** What each group of stored data is, in plain words (its entries are listed from the registry). */
export const GROUP_TEXT: Readonly<Record<ClearGroup, { title: string; text: string }>> = {
  settings: {
    title: 'Settings and API key',
    text: 'Your choices in Settings and Privacy. Clearing them makes a new API key (the old one stops working) and restores the default limits.',
  },
  'allow-list': {
    title: 'Allow-list',
    text: 'Terms you asked never to black out. They are often names.',
  },
  documents: {
    title: 'Kept documents',
    text: `Original, unredacted PDFs, kept only while “Keep documents to resume reviews” is on, each for ${KEEP_DOCUMENT_DAYS} days.`,
  },
  reviews: {
    title: 'Saved reviews',
    text: 'Reviews in progress: what was found in each PDF and your decisions about what to black out.',
  },
  models: {
    title: 'Models',
    text: 'Named-entity models you downloaded or added, and which one is in use.',
  },
  languages: {
    title: 'OCR language data',
    text: 'Language data for reading scans, kept after first use (and files you added), so OCR works offline.',
  },
  app: {
    title: 'Offline copy of the app',
    text: 'The app’s own files, so it opens without a network. Cleared, it is downloaded again on your next visit.',
  },
};

/** The Privacy page's items, in the order shown; each clears one group of the registry. */
export const CLEAR_GROUPS: readonly ClearGroup[] = [
  'settings',
  'allow-list',
  'documents',
  'reviews',
  'models',
  'languages',
  'app',
];
