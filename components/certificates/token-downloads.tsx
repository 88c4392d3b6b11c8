"use client";

import { useState } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";

export type TokenDownload = { label: string; path: string; filename: string; variant?: "outline" };

/**
 * Buttons that fetch a file with the signed-in user's token and save it: for files a plain link
 * cannot fetch (a private certificate's, or a pack that holds the learner's certificate).
 */
export function TokenDownloads({ files }: { files: TokenDownload[] }) {
  const [error, setError] = useState<string | null>(null);
  const save = async ({ path, filename }: TokenDownload) => {
    setError(null);
    try {
      const { downloadFile } = await import("@/lib/api/files");
      await downloadFile(path, filename);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The file could not be downloaded. Please try again.");
    }
  };
  return (
    <>
      {files.map((file) => (
        <Button key={file.path} size="sm" variant={file.variant} onClick={() => void save(file)}>
          {file.label}
        </Button>
      ))}
      <FormError message={error} />
    </>
  );
}
