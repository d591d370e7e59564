export { SaveDataProvider, useSaveData } from './saveData';
export type { SaveDataProviderProps } from './saveData';
