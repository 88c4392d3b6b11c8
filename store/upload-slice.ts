import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** A flag and a percentage only: File objects are not serializable and stay in the uploader. */
export type UploadState = { uploading: boolean; progress: number };

const initialState: UploadState = { uploading: false, progress: 0 };

export const uploadSlice = createSlice({
  name: "upload",
  initialState,
  reducers: {
    uploadStarted() {
      return { uploading: true, progress: 0 };
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      state.progress = Math.min(100, Math.max(0, action.payload));
    },
    uploadEnded() {
      return initialState;
    },
  },
  selectors: {
    selectUploading: (state) => state.uploading,
    selectUploadProgress: (state) => state.progress,
  },
});

export const { uploadStarted, uploadProgressed, uploadEnded } = uploadSlice.actions;
export const { selectUploading, selectUploadProgress } = uploadSlice.selectors;
