import { route } from "@/lib/http/route";
import { recognitionPackPdf } from "@/lib/recognition/pack-pdf.server";
import { packResponse } from "@/lib/recognition/pack-response.server";

type Context = { params: Promise<{ id: string }> };

/** The recognition pack as a PDF (docs/decisions/0184-recognition-pack-elm-mapping.md). */
export const GET = route("The recognition pack could not be made. Please try again.", async (request, { params }: Context) =>
  packResponse(request, (await params).id, async (data, certificate) => ({
    body: Buffer.from(await recognitionPackPdf(data, certificate)),
    type: "application/pdf",
    extension: "pdf",
  })),
);
