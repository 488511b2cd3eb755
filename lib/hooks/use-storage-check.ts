import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { checkStorage, db as defaultDb, type StorageCheck, type TodoDatabase } from '../db';

/** Whether this page runs in a private window (Firefox private windows store no extension data). */
const inPrivateWindow = (): boolean => browser.extension?.inIncognitoContext === true;

/** The panel's storage check, once it has run (undefined while it runs). */
export function useStorageCheck(database: TodoDatabase = defaultDb): StorageCheck | undefined {
  const [check, setCheck] = useState<StorageCheck>();
  useEffect(() => {
    let active = true;
    void checkStorage(database, { privateWindow: inPrivateWindow() }).then((result) => {
      if (active) setCheck(result);
    });
    return () => {
      active = false;
    };
  }, [database]);
  return check;
}
