import { type OcrLanguage, parseOcrLanguage } from '../../core/contract/languages';
import type { AppActions } from './app-state';
import {
  ALLOW_LIST_KEY,
  OCR_LANGS_KEY,
  REASON_LABELS_KEY,
  REASON_SET_KEY,
  UNCERTAIN_KEY,
} from './review-storage';
import type { StoreKit } from './store-kit';

/** The actions of the person's settings and the view: languages, zoom, modes, threshold. */
export type SettingsActions = Pick<
  AppActions,
  | 'setOcrLangs'
  | 'setHelpOpen'
  | 'setZoom'
  | 'setDrawTag'
  | 'setPreview'
  | 'setUncertainBelow'
  | 'setGrouping'
  | 'setReasonSet'
  | 'setReasonLabels'
  | 'setSnapToWords'
>;

/** The settings slice; loads the saved settings when the store is made. */
export function settingsSlice(kit: StoreKit): SettingsActions {
  const { deps, set } = kit;
  const load = async <T>(key: string): Promise<T | undefined> =>
    deps.storage.get<T>(key).catch(() => undefined);

  void load<unknown>(ALLOW_LIST_KEY).then((list) => {
    if (Array.isArray(list)) set({ allowList: list.filter((t) => typeof t === 'string') });
  });
  // The OCR languages chosen last time, as long as they are still languages we know.
  void load<unknown>(OCR_LANGS_KEY).then((langs) => {
    if (!Array.isArray(langs)) return;
    const known = langs
      .map((l) => (typeof l === 'string' ? parseOcrLanguage(l) : undefined))
      .filter((l): l is OcrLanguage => l !== undefined);
    if (known.length > 0) set({ ocrLangs: known });
  });
  void load<unknown>(UNCERTAIN_KEY).then((value) => {
    if (typeof value === 'number' && value >= 0 && value <= 1) set({ uncertainBelow: value });
  });

  void load<unknown>(REASON_SET_KEY).then((id) => {
    if (typeof id === 'string') set({ reasonSet: id });
  });
  void load<unknown>(REASON_LABELS_KEY).then((on) => {
    if (typeof on === 'boolean') set({ reasonLabels: on });
  });

  return {
    setReasonLabels(on) {
      set({ reasonLabels: on });
      void deps.storage.set(REASON_LABELS_KEY, on).catch(() => undefined);
    },
    setReasonSet(id) {
      set({ reasonSet: id });
      void deps.storage.set(REASON_SET_KEY, id).catch(() => undefined);
    },
    setOcrLangs(langs) {
      const ocrLangs: OcrLanguage[] = langs.length > 0 ? langs : ['eng'];
      set({ ocrLangs });
      void deps.storage.set(OCR_LANGS_KEY, ocrLangs).catch(() => undefined);
    },
    setHelpOpen: (open) => set({ helpOpen: open }),
    setZoom: (zoom) => set({ zoom: Math.min(3, Math.max(0.25, Math.round(zoom * 100) / 100)) }),
    setDrawTag: (tag) => set({ drawTag: tag }),
    setSnapToWords: (on) => set({ snapToWords: on }),
    setPreview: (preview) => set({ preview }),
    setUncertainBelow(value) {
      const uncertainBelow = Math.min(1, Math.max(0, value));
      set({ uncertainBelow });
      void deps.storage.set(UNCERTAIN_KEY, uncertainBelow).catch(() => undefined);
    },
    setGrouping: (grouping) => set({ grouping }),
  };
}
