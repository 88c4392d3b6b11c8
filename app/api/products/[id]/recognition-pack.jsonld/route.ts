import { route } from "@/lib/http/route";
import { recognitionJsonLd } from "@/lib/recognition/json-ld";
import { packResponse } from "@/lib/recognition/pack-response.server";

type Context = { params: Promise<{ id: string }> };

/** The recognition pack as ELM 3 JSON-LD (docs/decisions/0184-recognition-pack-elm-mapping.md). */
export const GET = route("The recognition pack could not be made. Please try again.", async (request, { params }: Context) =>
  packResponse(request, (await params).id, async (data, certificate) => ({
    body: JSON.stringify(recognitionJsonLd(data, certificate), null, 2),
    type: "application/ld+json; charset=utf-8",
    extension: "jsonld",
  })),
);
