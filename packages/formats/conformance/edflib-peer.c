/*
 * edflib-peer: the EDFlib side of the EDF conformance test and of the formats.edf-read benchmark.
 * Built against Debian's EDFlib (package libedf-dev): cc -O2 edflib-peer.c -ledf
 *
 *   edflib-peer dump FILE SAMPLES_OUT
 *     Opens FILE with edfopen_file_readonly(EDFLIB_READ_ALL_ANNOTATIONS) and prints one JSON
 *     object to stdout: the header, every ordinary signal's fields (EDFlib hides annotation
 *     signals) and every annotation as edf_get_annotation gives it (texts as hex of their bytes).
 *     The physical samples of every signal, read with edfread_physical_samples, go to
 *     SAMPLES_OUT as little-endian float64, signal after signal (samplesInFile values each), so
 *     they compare bit for bit.
 *
 *   edflib-peer write OUT SPEC SAMPLES_IN
 *     Writes an EDF+ or BDF+ file with EDFlib. SPEC is text, one directive per line, fields
 *     separated by tabs (see write_file below); SAMPLES_IN holds the physical samples as
 *     little-endian float64 in file order: record by record, signal by signal.
 *
 *   edflib-peer time FILE WINDOW_SECONDS RUNS
 *     RUNS times: opens FILE (annotations not read), reads every signal to physical doubles with
 *     edfread_physical_samples, WINDOW_SECONDS of every signal at a time as a streaming reader
 *     would, closes it. Prints one JSON line per run:
 *     {"ns":elapsed,"samples":count,"checksum":sum of each read's last value}.
 *
 * A failing EDFlib call prints its error code to stderr and exits with status 3.
 */
#define _POSIX_C_SOURCE 200809L

#include <edflib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void fail(const char *what, long long code)
{
  fprintf(stderr, "edflib-peer: %s failed with EDFlib error %lld\n", what, code);
  exit(3);
}

static void usage(void)
{
  fprintf(stderr,
          "usage: edflib-peer dump FILE SAMPLES_OUT\n"
          "       edflib-peer write OUT SPEC SAMPLES_IN\n"
          "       edflib-peer time FILE WINDOW_SECONDS RUNS\n");
  exit(2);
}

/* JSON string: quotes, backslashes and control bytes escaped; other bytes (UTF-8) as they are. */
static void print_json_string(const char *text)
{
  putchar('"');
  for (const unsigned char *c = (const unsigned char *)text; *c; c++)
  {
    if (*c == '"' || *c == '\\')
      printf("\\%c", *c);
    else if (*c < 0x20)
      printf("\\u%04x", *c);
    else
      putchar(*c);
  }
  putchar('"');
}

static void print_string_field(const char *name, const char *value, int comma)
{
  printf("\"%s\":", name);
  print_json_string(value);
  if (comma)
    putchar(',');
}

static int dump(const char *path, const char *samples_path)
{
  static struct edf_hdr_struct hdr;
  if (edfopen_file_readonly(path, &hdr, EDFLIB_READ_ALL_ANNOTATIONS) != 0)
    fail("edfopen_file_readonly", hdr.filetype);

  printf("{\"version\":%d,\"filetype\":%d,", edflib_version(), hdr.filetype);
  printf("\"startDate\":[%d,%d,%d],\"startTime\":[%d,%d,%d],", hdr.startdate_year,
         hdr.startdate_month, hdr.startdate_day, hdr.starttime_hour, hdr.starttime_minute,
         hdr.starttime_second);
  printf("\"startSubsecond\":%lld,\"fileDuration\":%lld,\"datarecordDuration\":%lld,",
         hdr.starttime_subsecond, hdr.file_duration, hdr.datarecord_duration);
  printf("\"datarecords\":%lld,", hdr.datarecords_in_file);
  print_string_field("patient", hdr.patient, 1);
  print_string_field("recording", hdr.recording, 1);
  print_string_field("patientCode", hdr.patientcode, 1);
  print_string_field("gender", hdr.gender, 1);
  print_string_field("birthdate", hdr.birthdate, 1);
  print_string_field("patientName", hdr.patient_name, 1);
  print_string_field("patientAdditional", hdr.patient_additional, 1);
  print_string_field("admincode", hdr.admincode, 1);
  print_string_field("technician", hdr.technician, 1);
  print_string_field("equipment", hdr.equipment, 1);
  print_string_field("recordingAdditional", hdr.recording_additional, 1);

  FILE *samples = fopen(samples_path, "wb");
  if (!samples)
  {
    perror(samples_path);
    exit(4);
  }
  printf("\"signals\":[");
  for (int signal = 0; signal < hdr.edfsignals; signal++)
  {
    const struct edf_param_struct *param = &hdr.signalparam[signal];
    printf("%s{", signal ? "," : "");
    print_string_field("label", param->label, 1);
    print_string_field("transducer", param->transducer, 1);
    print_string_field("physicalDimension", param->physdimension, 1);
    print_string_field("prefilter", param->prefilter, 1);
    printf("\"physicalMin\":%.17g,\"physicalMax\":%.17g,\"digitalMin\":%d,\"digitalMax\":%d,",
           param->phys_min, param->phys_max, param->dig_min, param->dig_max);
    printf("\"samplesPerRecord\":%d,\"samplesInFile\":%lld}", param->smp_in_datarecord,
           param->smp_in_file);

    long long count = param->smp_in_file;
    double *values = malloc((size_t)(count > 0 ? count : 1) * sizeof(double));
    if (!values)
      fail("malloc", count);
    int read = count > 0 ? edfread_physical_samples(hdr.handle, signal, (int)count, values) : 0;
    if (read != count)
      fail("edfread_physical_samples", read);
    /* float64 in the machine's order; the test checks the machine is little-endian. */
    if (fwrite(values, sizeof(double), (size_t)count, samples) != (size_t)count)
    {
      perror(samples_path);
      exit(4);
    }
    free(values);
  }
  printf("],");
  fclose(samples);

  printf("\"annotations\":[");
  for (long long index = 0; index < hdr.annotations_in_file; index++)
  {
    struct edf_annotation_struct annotation;
    if (edf_get_annotation(hdr.handle, (int)index, &annotation) != 0)
      fail("edf_get_annotation", index);
    printf("%s{\"onset\":%lld,\"durationL\":%lld,", index ? "," : "", annotation.onset,
           annotation.duration_l);
    print_string_field("duration", annotation.duration, 1);
    /* Hex, so a text cut inside a UTF-8 sequence compares byte for byte. */
    printf("\"text\":\"");
    for (const unsigned char *byte = (const unsigned char *)annotation.annotation; *byte; byte++)
      printf("%02x", *byte);
    printf("\"}");
  }
  printf("]}\n");
  edfclose_file(hdr.handle);
  return 0;
}

/* Splits line at tabs in place (empty fields kept); returns the number of fields. */
static int split_tabs(char *line, char **fields, int capacity)
{
  int count = 0;
  line[strcspn(line, "\r\n")] = 0;
  char *start = line;
  while (count < capacity)
  {
    fields[count++] = start;
    char *tab = strchr(start, '\t');
    if (!tab)
      break;
    *tab = 0;
    start = tab + 1;
  }
  return count;
}

#define MAX_SPEC_SIGNALS 64

struct spec_signal
{
  char label[17], dimension[9], prefilter[81], transducer[81];
  double physical_min, physical_max;
  int digital_min, digital_max, samples_per_record;
};

static void check(int result, const char *what)
{
  if (result != 0)
    fail(what, result);
}

/*
 * SPEC directives (tab-separated):
 *   filetype  edf+ | bdf+
 *   start     YEAR MONTH DAY HOUR MINUTE SECOND
 *   subsecond UNITS_OF_100NS
 *   duration  UNITS_OF_10US              (edf_set_datarecord_duration)
 *   patient   CODE NAME GENDER(0 female, 1 male) BIRTH_YEAR BIRTH_MONTH BIRTH_DAY ADDITIONAL
 *   recording ADMINCODE TECHNICIAN EQUIPMENT ADDITIONAL
 *   annotationSignals COUNT
 *   signal    LABEL DIMENSION PHYS_MIN PHYS_MAX DIG_MIN DIG_MAX SAMPLES_PER_RECORD PREFILTER TRANSDUCER
 *   records   COUNT
 *   annotation ONSET_100US DURATION_100US(-1: none) UTF8_TEXT
 * filetype comes first and every signal before the first annotation.
 */
static int write_file(const char *out_path, const char *spec_path, const char *samples_path)
{
  FILE *spec = fopen(spec_path, "r");
  FILE *samples = fopen(samples_path, "rb");
  if (!spec || !samples)
  {
    perror("spec or samples");
    exit(4);
  }
  static struct spec_signal signals[MAX_SPEC_SIGNALS];
  static char line[65536];
  char *fields[16];
  int signal_count = 0, handle = -1, filetype = EDFLIB_FILETYPE_EDFPLUS;
  long long records = 0;

  /* First pass: the signals (EDFlib needs their number when it opens the file). */
  while (fgets(line, sizeof line, spec))
  {
    int count = split_tabs(line, fields, 16);
    if (!strcmp(fields[0], "filetype") && count == 2)
      filetype = strcmp(fields[1], "bdf+") ? EDFLIB_FILETYPE_EDFPLUS : EDFLIB_FILETYPE_BDFPLUS;
    if (!strcmp(fields[0], "signal") && count == 10 && signal_count < MAX_SPEC_SIGNALS)
    {
      struct spec_signal *signal = &signals[signal_count++];
      snprintf(signal->label, sizeof signal->label, "%s", fields[1]);
      snprintf(signal->dimension, sizeof signal->dimension, "%s", fields[2]);
      signal->physical_min = strtod(fields[3], NULL);
      signal->physical_max = strtod(fields[4], NULL);
      signal->digital_min = atoi(fields[5]);
      signal->digital_max = atoi(fields[6]);
      signal->samples_per_record = atoi(fields[7]);
      snprintf(signal->prefilter, sizeof signal->prefilter, "%s", fields[8]);
      snprintf(signal->transducer, sizeof signal->transducer, "%s", fields[9]);
    }
  }
  handle = edfopen_file_writeonly(out_path, filetype, signal_count);
  if (handle < 0)
    fail("edfopen_file_writeonly", handle);
  for (int index = 0; index < signal_count; index++)
  {
    const struct spec_signal *signal = &signals[index];
    check(edf_set_samplefrequency(handle, index, signal->samples_per_record), "samplefrequency");
    check(edf_set_physical_minimum(handle, index, signal->physical_min), "physical_minimum");
    check(edf_set_physical_maximum(handle, index, signal->physical_max), "physical_maximum");
    check(edf_set_digital_minimum(handle, index, signal->digital_min), "digital_minimum");
    check(edf_set_digital_maximum(handle, index, signal->digital_max), "digital_maximum");
    check(edf_set_label(handle, index, signal->label), "label");
    check(edf_set_physical_dimension(handle, index, signal->dimension), "physical_dimension");
    check(edf_set_prefilter(handle, index, signal->prefilter), "prefilter");
    check(edf_set_transducer(handle, index, signal->transducer), "transducer");
  }

  /* Second pass: header settings and annotations, in the order EDFlib allows them. */
  rewind(spec);
  while (fgets(line, sizeof line, spec))
  {
    int count = split_tabs(line, fields, 16);
    if (!strcmp(fields[0], "start") && count == 7)
      check(edf_set_startdatetime(handle, atoi(fields[1]), atoi(fields[2]), atoi(fields[3]),
                                  atoi(fields[4]), atoi(fields[5]), atoi(fields[6])),
            "startdatetime");
    else if (!strcmp(fields[0], "subsecond") && count == 2)
      check(edf_set_subsecond_starttime(handle, atoi(fields[1])), "subsecond_starttime");
    else if (!strcmp(fields[0], "duration") && count == 2)
      check(edf_set_datarecord_duration(handle, atoi(fields[1])), "datarecord_duration");
    else if (!strcmp(fields[0], "annotationSignals") && count == 2)
      check(edf_set_number_of_annotation_signals(handle, atoi(fields[1])), "annotation_signals");
    else if (!strcmp(fields[0], "patient") && count == 8)
    {
      check(edf_set_patientcode(handle, fields[1]), "patientcode");
      check(edf_set_patientname(handle, fields[2]), "patientname");
      check(edf_set_gender(handle, atoi(fields[3])), "gender");
      check(edf_set_birthdate(handle, atoi(fields[4]), atoi(fields[5]), atoi(fields[6])),
            "birthdate");
      check(edf_set_patient_additional(handle, fields[7]), "patient_additional");
    }
    else if (!strcmp(fields[0], "recording") && count == 5)
    {
      check(edf_set_admincode(handle, fields[1]), "admincode");
      check(edf_set_technician(handle, fields[2]), "technician");
      check(edf_set_equipment(handle, fields[3]), "equipment");
      check(edf_set_recording_additional(handle, fields[4]), "recording_additional");
    }
    else if (!strcmp(fields[0], "records") && count == 2)
      records = atoll(fields[1]);
    else if (!strcmp(fields[0], "annotation") && count == 4)
      check(edfwrite_annotation_utf8(handle, atoll(fields[1]), atoll(fields[2]), fields[3]),
            "edfwrite_annotation_utf8");
  }
  fclose(spec);

  double *buffer = NULL;
  size_t capacity = 0;
  for (long long record = 0; record < records; record++)
  {
    for (int index = 0; index < signal_count; index++)
    {
      size_t count = (size_t)signals[index].samples_per_record;
      if (count > capacity)
      {
        capacity = count;
        buffer = realloc(buffer, capacity * sizeof(double));
        if (!buffer)
          fail("realloc", (long long)count);
      }
      if (fread(buffer, sizeof(double), count, samples) != count)
      {
        fprintf(stderr, "edflib-peer: %s ends before record %lld\n", samples_path, record);
        exit(4);
      }
      check(edfwrite_physical_samples(handle, buffer), "edfwrite_physical_samples");
    }
  }
  free(buffer);
  fclose(samples);
  check(edfclose_file(handle), "edfclose_file");
  return 0;
}

static long long now_ns(void)
{
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (long long)time.tv_sec * 1000000000LL + time.tv_nsec;
}

static int time_reading(const char *path, double window_seconds, int runs)
{
  static struct edf_hdr_struct hdr;
  /* Sized before the clock starts: allocation is not what this measures. */
  if (edfopen_file_readonly(path, &hdr, EDFLIB_DO_NOT_READ_ANNOTATIONS) != 0)
    fail("edfopen_file_readonly", hdr.filetype);
  double record_seconds = (double)hdr.datarecord_duration / EDFLIB_TIME_DIMENSION;
  long long records_per_window = (long long)(window_seconds / record_seconds + 0.5);
  if (records_per_window < 1)
    records_per_window = 1;
  size_t capacity = 1;
  for (int signal = 0; signal < hdr.edfsignals; signal++)
  {
    size_t wanted = (size_t)(records_per_window * hdr.signalparam[signal].smp_in_datarecord);
    if (wanted > capacity)
      capacity = wanted;
  }
  edfclose_file(hdr.handle);
  double *buffer = malloc(capacity * sizeof(double));
  if (!buffer)
    fail("malloc", (long long)capacity);

  for (int run = 0; run < runs; run++)
  {
    long long began = now_ns();
    if (edfopen_file_readonly(path, &hdr, EDFLIB_DO_NOT_READ_ANNOTATIONS) != 0)
      fail("edfopen_file_readonly", hdr.filetype);
    long long total = 0;
    double checksum = 0;
    for (long long first = 0; first < hdr.datarecords_in_file; first += records_per_window)
    {
      for (int signal = 0; signal < hdr.edfsignals; signal++)
      {
        size_t wanted = (size_t)(records_per_window * hdr.signalparam[signal].smp_in_datarecord);
        int read = edfread_physical_samples(hdr.handle, signal, (int)wanted, buffer);
        if (read < 0)
          fail("edfread_physical_samples", read);
        total += read;
        if (read > 0)
          checksum += buffer[read - 1];
      }
    }
    edfclose_file(hdr.handle);
    long long elapsed = now_ns() - began;
    printf("{\"ns\":%lld,\"samples\":%lld,\"checksum\":%.17g}\n", elapsed, total, checksum);
  }
  free(buffer);
  return 0;
}

int main(int argc, char **argv)
{
  if (argc == 4 && !strcmp(argv[1], "dump"))
    return dump(argv[2], argv[3]);
  if (argc == 5 && !strcmp(argv[1], "write"))
    return write_file(argv[2], argv[3], argv[4]);
  if (argc == 5 && !strcmp(argv[1], "time"))
    return time_reading(argv[2], strtod(argv[3], NULL), atoi(argv[4]));
  usage();
  return 2;
}
