// Foundations
export { vars } from './theme/contract.css';
export { lightTheme, darkTheme } from './theme/themes.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { focusRing } from './theme/focusRing.css';
export { visuallyHiddenRule } from './theme/visuallyHidden.css';
export { skipLinkRule } from './theme/skipLink.css';
export { lightColors, darkColors } from './tokens/palette';
export type { ColorTokens, ColorPair, FeedbackTone } from './tokens/palette';
export { contrastRatio } from './tokens/contrast';
export { breakpointScale } from './tokens/scale';
export { Box } from './layout/Box';
export type { BoxProps } from './layout/Box';
export { Stack } from './layout/Stack';
export type { StackProps } from './layout/Stack';
export { Inline } from './layout/Inline';
export type { InlineProps } from './layout/Inline';

// i18n and providers
export { uiResources } from './i18n/uiResources';
export { UI_NAMESPACE } from './i18n/uiStrings';
export { uiStrings } from './i18n/uiStrings';
export { ensureStrings } from './i18n/ensureStrings';
export { switchLanguage } from './i18n/ensureStrings';
export { useStringsOf } from './i18n/useStringsOf';
export type { UiStrings } from './i18n/locales/en-GB';
export type { Translation, PluralCategory } from './i18n/pluralStrings';
export { createUiI18n } from './i18n/createUiI18n';
export type { CreateUiI18nOptions } from './i18n/createUiI18n';
export { TelemedProvider } from './i18n/TelemedProvider';
export type { TelemedProviderProps, ThemeName } from './i18n/TelemedProvider';

// Components
export { Icon } from './components/Icon/Icon';
export type { IconName, IconProps } from './components/Icon/Icon';
export { Spinner, Preloader } from './components/Spinner/Spinner';
export type { SpinnerProps, PreloaderProps } from './components/Spinner/Spinner';
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export type { FieldErrorMessage, FieldTextProps } from './components/Field/Field';
export { TextArea } from './components/TextArea/TextArea';
export { SignaturePad, SignatureDrawing } from './components/SignaturePad/SignaturePad';
export { BodyMapPicker } from './components/BodyMapPicker/BodyMapPicker';
export type { BodyMapPickerProps } from './components/BodyMapPicker/BodyMapPicker';
export { BODY_REGIONS, bodyRegionAt } from './components/BodyMapPicker/bodyRegions';
export type { BodyPoint, BodyRegion } from './components/BodyMapPicker/bodyRegions';
export type {
  SignaturePadProps,
  SignatureDrawingProps,
  SignaturePoint,
  SignatureStrokes,
} from './components/SignaturePad/SignaturePad';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { NumberField } from './components/NumberField/NumberField';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { DateField } from './components/DateField/DateField';
export type { DateFieldProps } from './components/DateField/DateField';
export { DatePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps } from './components/DatePicker/DatePicker';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker';
export type {
  DateRangePickerProps,
  DateRangePreset,
  DateRangePresetId,
} from './components/DateRangePicker/DateRangePicker';
export { dateRangeProblem } from './components/DateRangePicker/dateRangeProblem';
export type {
  DateRangeProblem,
  DateRangeProblemOptions,
} from './components/DateRangePicker/dateRangeProblem';
export { TimeField } from './components/TimeField/TimeField';
export type { TimeFieldProps } from './components/TimeField/TimeField';
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Checkbox } from './components/Checkbox/Checkbox';
export { CheckboxGroup } from './components/CheckboxGroup/CheckboxGroup';
export type { CheckboxGroupProps } from './components/CheckboxGroup/CheckboxGroup';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { RadioGroup, Radio } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup';
export { Select, SelectItem } from './components/Select/Select';
export type { SelectProps, SelectItemProps } from './components/Select/Select';
export { ComboBox, ComboBoxItem } from './components/ComboBox/ComboBox';
export type { ComboBoxProps, ComboBoxItemProps } from './components/ComboBox/ComboBox';
export { createDebouncedSearch, searchPhrase } from './components/ComboBox/debouncedSearch';
export type {
  DebouncedSearch,
  DebouncedSearchOptions,
  SearchLoader,
} from './components/ComboBox/debouncedSearch';
export { Form } from './components/Form/Form';
export type { FormProps } from './components/Form/Form';
export { serverValidationErrors } from './components/Form/serverValidationErrors';
export type {
  ServerValidationError,
  ConstraintTranslator,
} from './components/Form/serverValidationErrors';
export { Alert } from './components/Alert/Alert';
export type { AlertProps } from './components/Alert/Alert';
export {
  ALERT_TIMEOUT_MS,
  ALERT_LIMIT,
  limitAlertMessage,
} from './components/Alert/alertConstants';
export { ToastRegion } from './components/Toast/ToastRegion';
export type { ToastRegionProps } from './components/Toast/ToastRegion';
export { ToastQueue, toastQueue, TOAST_TIMEOUT_MS } from './components/Toast/toastQueue';
export type { ToastContent, ToastTone, ShowToastOptions } from './components/Toast/toastQueue';
export { NetworkStatusOverlay } from './components/NetworkStatusOverlay/NetworkStatusOverlay';
export type { NetworkStatusOverlayProps } from './components/NetworkStatusOverlay/NetworkStatusOverlay';
export { CookieBanner, COOKIE_PREFERENCE_KEY } from './components/CookieBanner/CookieBanner';
export type { CookieBannerProps } from './components/CookieBanner/CookieBanner';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps } from './components/AppShell/AppShell';
export { TOP_BAR_HEIGHT, ADMINISTRATOR_TOP_BAR_HEIGHT } from './components/AppShell/AppShell.css';
export { SideNavigation } from './components/AppShell/SideNavigation';
export type { SideNavigationProps, SideNavigationItem } from './components/AppShell/SideNavigation';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Heading } from './components/Typography/Heading';
export type { HeadingProps } from './components/Typography/Heading';
export { Text } from './components/Typography/Text';
export type { TextProps } from './components/Typography/Text';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { Badge, StatusBadge } from './components/Badge/Badge';
export type { BadgeProps, StatusBadgeProps } from './components/Badge/Badge';
export { Table, TableHeader, Column, TableBody, Row, Cell } from './components/Table/Table';
export type {
  TableProps,
  TableHeaderProps,
  ColumnProps,
  TableBodyProps,
  RowProps,
  CellProps,
} from './components/Table/Table';
export type { Selection, SortDescriptor, SortDirection } from 'react-aria-components';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export {
  paginationItems,
  pageCountOf,
  PAGINATION_DEFAULT_PAGE_SIZE,
  ELLIPSIS_AFTER_PAGES,
} from './components/Pagination/paginationItems';
export type { PaginationItem } from './components/Pagination/paginationItems';
export { Skeleton, SkeletonGroup } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonGroupProps } from './components/Skeleton/Skeleton';
export { Avatar } from './components/Avatar/Avatar';
export { initials } from './components/Avatar/initials';
export type { AvatarProps } from './components/Avatar/Avatar';
export { Modal, Dialog } from './components/Dialog/Dialog';
export type { ModalProps, DialogProps } from './components/Dialog/Dialog';
export {
  DialogTrigger,
  DropZone,
  FileTrigger,
  MenuTrigger,
  RouterProvider,
} from 'react-aria-components';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/Tooltip';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs/Breadcrumbs';
export { Tabs, TabList, Tab, TabPanel } from './components/Tabs/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './components/Tabs/Tabs';
export { Menu, MenuItem, MenuSeparator } from './components/Menu/Menu';
export type { MenuProps, MenuItemProps } from './components/Menu/Menu';

// Formatting
export { formatDuration } from './format/duration';
export type { DurationUnits } from './format/duration';
export { formatDateTime, formatDateTimeSeconds, formatDate } from './format/dateTime';
export type { DateInput } from './format/dateTime';
export { convertMeasurement, formatMeasurement, temperatureSymbol } from './format/units';
export type { UnitSettings, MeasurementKind, ConvertedMeasurement } from './format/units';
export { Duration } from './components/Formatted/Duration';
export type { DurationProps } from './components/Formatted/Duration';
export { CovidMonitoringCard } from './components/CovidMonitoring/CovidMonitoringCard';
export type { CovidMonitoringCardProps } from './components/CovidMonitoring/CovidMonitoringCard';
export { DateTime } from './components/Formatted/DateTime';
export type { DateTimeProps } from './components/Formatted/DateTime';
export { UnitValue } from './components/Formatted/UnitValue';
export type { UnitValueProps } from './components/Formatted/UnitValue';

// Charts
export { DistributionChart } from './components/DistributionChart/DistributionChart';
export type {
  DistributionChartProps,
  DistributionView,
} from './components/DistributionChart/DistributionChart';
export {
  distributionLayout,
  validBins,
  DEFAULT_CHART_FRAME,
} from './components/DistributionChart/distributionLayout';
export type {
  DistributionBin,
  DistributionLayout,
  DistributionLayoutOptions,
  ChartFrame,
  PlacedBar,
  AxisTick,
} from './components/DistributionChart/distributionLayout';
export type { DistributionQuantity } from './components/DistributionChart/distributionFormat';
export { TrendChart } from './components/TrendChart/TrendChart';
export type { TrendChartProps } from './components/TrendChart/TrendChart';
export { trendLayout } from './components/TrendChart/trendLayout';
export type { TrendLayout, TrendPoint } from './components/TrendChart/trendLayout';
export { StatusDropdown } from './components/StatusDropdown/StatusDropdown';
export type { StatusDropdownProps } from './components/StatusDropdown/StatusDropdown';
export { Board } from './components/Board/Board';
export type { BoardProps } from './components/Board/Board';
export { applyBoardMove, columnOfCard, dropIndex } from './components/Board/boardMove';
export type { BoardColumn, BoardMove, BoardDropTarget } from './components/Board/boardMove';

// Payments: plans, checkout status, the recover code and the phone-number prompt
export { PlanChoice } from './components/Payments/PlanChoice';
export type { PlanChoiceProps } from './components/Payments/PlanChoice';
export { PaymentStatusPanel } from './components/Payments/PaymentStatusPanel';
export type { PaymentStatusPanelProps } from './components/Payments/PaymentStatusPanel';
export { RecoverCodeDisplay } from './components/Payments/RecoverCodeDisplay';
export type { RecoverCodeDisplayProps } from './components/Payments/RecoverCodeDisplay';
export { PhoneNumberPrompt } from './components/Payments/PhoneNumberPrompt';
export type { PhoneNumberPromptProps } from './components/Payments/PhoneNumberPrompt';
export { formatPrice, usePlanText } from './components/Payments/planText';
