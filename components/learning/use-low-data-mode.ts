"use client";

import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useAppDispatch, useAppSelector, useAppStore } from "@/store/hooks";
import { recordLoaded, selectUserRecord } from "@/store/user-slice";

/**
 * The learner's low-data mode, a user setting (users/{uid}.settings.lowDataMode), and a way to
 * switch it from the learning page. `null` until the user record is loaded: until then no video
 * may start loading, in case the setting is on.
 */
export function useLowDataMode() {
  const record = useAppSelector(selectUserRecord);
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const setLowDataMode = useCallback(
    async (on: boolean) => {
      const before = selectUserRecord(store.getState());
      if (!before) return;
      // Shown at once; put back if the save fails, as the settings page would show it.
      dispatch(recordLoaded({ ...before, settings: { ...before.settings, lowDataMode: on } }));
      try {
        const { updateUserSettings } = await import("@/lib/db/user-settings");
        await updateUserSettings(before.uid, { ...before.settings, lowDataMode: on });
      } catch {
        const now = selectUserRecord(store.getState());
        if (now) dispatch(recordLoaded({ ...now, settings: { ...now.settings, lowDataMode: !on } }));
        toast.error("Low-data mode could not be saved. Check your connection and try again.");
      }
    },
    [dispatch, store],
  );

  return { lowDataMode: record ? record.settings.lowDataMode : null, setLowDataMode };
}
