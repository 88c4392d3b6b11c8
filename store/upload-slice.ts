import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * A flag and a percentage (File objects are not serializable and stay in the uploader), and one
 * token per upload in flight: with several files on their way, the first to finish must not
 * clear the flag the leave warning reads while the others still run.
 */
export type UploadState = { uploading: boolean; progress: number; inFlight: string[] };

const initialState: UploadState = { uploading: false, progress: 0, inFlight: [] };

export const uploadSlice = createSlice({
  name: "upload",
  initialState,
  reducers: {
    // The payload is the caller's token for this upload; it ends it with `uploadEnded(token)`.
    // (Not made here with a `prepare` callback: that pulls more of Redux Toolkit into every page.)
    uploadStarted(state, action: PayloadAction<string>) {
      if (!state.inFlight.includes(action.payload)) state.inFlight.push(action.payload);
      state.uploading = true;
      state.progress = 0;
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      state.progress = Math.min(100, Math.max(0, action.payload));
    },
    // A token ends once; ending it again (or an unknown one) leaves the others counted.
    uploadEnded(state, action: PayloadAction<string>) {
      state.inFlight = state.inFlight.filter((token) => token !== action.payload);
      state.uploading = state.inFlight.length > 0;
      if (!state.uploading) state.progress = 0;
    },
  },
  selectors: {
    selectUploading: (state) => state.uploading,
  },
});

export const { uploadStarted, uploadProgressed, uploadEnded } = uploadSlice.actions;
export const { selectUploading } = uploadSlice.selectors;
