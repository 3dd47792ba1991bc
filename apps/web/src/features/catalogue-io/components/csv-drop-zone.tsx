import { useRef, useState, type DragEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export type CsvDropZoneProps = {
  fileName: string | null;
  isDisabled?: boolean;
  onFile: (file: File) => void;
};

/** A file picker that also takes a file dropped on it. */
export const CsvDropZone = ({ fileName, isDisabled = false, onFile }: CsvDropZoneProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onFile(file);
  };

  return (
    <Box
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
      <Typography sx={{ mb: 1.5 }}>{fileName ?? 'Drop a CSV file here, or choose one.'}</Typography>
      <Button
        variant="outlined"
        size="large"
        disabled={isDisabled}
        onClick={() => input.current?.click()}
      >
        {fileName === null ? 'Choose file' : 'Choose another file'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again after fixing it must still fire a change.
          event.target.value = '';
        }}
      />
    </Box>
  );
};
