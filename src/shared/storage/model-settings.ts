import { setting } from './setting';

/** A model the user added from files, remembered so Settings can list it. */
export interface UserModel {
  id: string;
  name: string;
  bytes: number;
}

/** The model detection uses, or undefined for the built-in detector alone. */
export const activeModel = setting<string | undefined>('activeModel', (stored) =>
  typeof stored === 'string' ? stored : undefined,
);

/** Models added from files (an empty list is stored as nothing). */
export const userModels = setting<UserModel[]>(
  'userModels',
  (stored) => (Array.isArray(stored) ? (stored as UserModel[]) : []),
  (models) => (models.length > 0 ? models : undefined),
);

/** The model detection uses, or undefined for the built-in detector alone. */
export const loadActiveModel = (): Promise<string | undefined> => activeModel.get();

/** Chooses the model detection uses (undefined: none). */
export const saveActiveModel = (id: string | undefined): Promise<void> => activeModel.set(id);

/** Models added from files. */
export const loadUserModels = (): Promise<UserModel[]> => userModels.get();

/** Replaces the list of models added from files. */
export const saveUserModels = (models: UserModel[]): Promise<void> => userModels.set(models);
