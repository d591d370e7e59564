import type { ToasterStore } from '@haat/ui';
import { createContext, useContext } from 'react';

/** The shell's toaster, for a screen to leave a notice that outlives it (an account deleted). */
export const ToasterContext = createContext<ToasterStore | null>(null);

/** The shell's toaster; null outside the shell (a page's story or test), where notices are skipped. */
export const useToaster = (): ToasterStore | null => useContext(ToasterContext);
