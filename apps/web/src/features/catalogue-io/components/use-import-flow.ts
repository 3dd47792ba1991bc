import { useState } from 'react';
import {
  catalogueImportMessages,
  MAX_IMPORT_CSV_CHARS,
  type ImportPreview,
  type ImportResult,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { isApiError } from '@/api/api-error';
import { useImportCatalogue } from '@/features/catalogue-io/api/import-catalogue';
import { usePreviewCatalogueImport } from '@/features/catalogue-io/api/preview-catalogue-import';
import { CATALOGUE_IO_MESSAGES as msg } from '@/features/catalogue-io/catalogue-io-messages';

/** The server's own sentence for a file it refused (400 on csv, or 413), else `fallback`. */
const messageOf = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  return error.fieldErrors.csv?.[0] ?? error.detail ?? fallback;
};

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Choose a file → preview → confirm: what the import card shows at each step. */
export const useImportFlow = () => {
  const previewImport = usePreviewCatalogueImport();
  const importCatalogue = useImportCatalogue();
  const [fileName, setFileName] = useState<string | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseFile = async (file: File) => {
    setFileName(file.name);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setCsv(null);
    if (!isCsv(file)) return setProblem(msg.notCsv);
    if (file.size > MAX_IMPORT_CSV_CHARS * 2) return setProblem(catalogueImportMessages.fileTooBig);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setProblem(msg.readFailed);
    }
    setCsv(text);
    previewImport.mutate(text, {
      onSuccess: setPreview,
      onError: (error) => setProblem(messageOf(error, msg.previewFailed)),
    });
  };

  const confirm = () => {
    if (csv === null) return;
    setProblem(null);
    importCatalogue.mutate(csv, {
      onSuccess: (done) => {
        setResult(done);
        setPreview(null);
        setCsv(null);
      },
      onError: (error) => setProblem(messageOf(error, msg.importFailed)),
    });
  };

  const canConfirm =
    preview !== null &&
    preview.errors.length === 0 &&
    preview.items.length > 0 &&
    !importCatalogue.isPending;

  return {
    fileName,
    preview,
    result,
    problem,
    isChecking: previewImport.isPending,
    isImporting: importCatalogue.isPending,
    canConfirm,
    chooseFile,
    confirm,
  };
};
