import { createStore, del, get, set } from 'idb-keyval';

/** IndexedDB store of the model settings (read by the page and by the pipeline worker). */
const store = () => createStore('obscura-models', 'settings');

/** A model the user added from files, remembered so Settings can list it. */
export interface UserModel {
  id: string;
  name: string;
  bytes: number;
}

/** The model detection uses, or undefined for the built-in detector alone. */
export async function loadActiveModel(): Promise<string | undefined> {
  return get<string>('active-model', store());
}

/** Chooses the model detection uses (undefined: none). */
export async function saveActiveModel(id: string | undefined): Promise<void> {
  if (id === undefined) await del('active-model', store());
  else await set('active-model', id, store());
}

/** Models added from files. */
export async function loadUserModels(): Promise<UserModel[]> {
  return (await get<UserModel[]>('user-models', store())) ?? [];
}

/** Replaces the list of models added from files. */
export async function saveUserModels(models: UserModel[]): Promise<void> {
  await set('user-models', models, store());
}
