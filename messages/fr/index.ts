// The French (default, and the source of the key types) catalogue, one file per namespace; the parity test keeps this list and the folder in step.
import app from "./app.json";
import locale from "./locale.json";
import theme from "./theme.json";
import auth from "./auth.json";
import login from "./login.json";
import notFound from "./notFound.json";
import sso from "./sso.json";
import checktocken from "./checktocken.json";
import password from "./password.json";
import register from "./register.json";
import validation from "./validation.json";
import validateEmail from "./validateEmail.json";
import signUpLists from "./signUpLists.json";
import profile from "./profile.json";
import routes from "./routes.json";
import sidebar from "./sidebar.json";
import shell from "./shell.json";
import topbar from "./topbar.json";
import notifications from "./notifications.json";
import footer from "./footer.json";
import dashboard from "./dashboard.json";
import gifts from "./gifts.json";
import data from "./data.json";
import marketCatalog from "./marketCatalog.json";
import myaffilCreatives from "./myaffilCreatives.json";
import marketMoney from "./marketMoney.json";
import myaffilStats from "./myaffilStats.json";
import marketOrders from "./marketOrders.json";
import myaffilPrograms from "./myaffilPrograms.json";
import myaffilTracking from "./myaffilTracking.json";
import marketWebhooks from "./marketWebhooks.json";
import twoFactor from "./twoFactor.json";
import auditTrail from "./auditTrail.json";
import push from "./push.json";
import members from "./members.json";
import backups from "./backups.json";
import interactions from "./interactions.json";
import validatedStats from "./validatedStats.json";
import invoiceCalls from "./invoiceCalls.json";
import invoices from "./invoices.json";
import prepaymentInvoices from "./prepaymentInvoices.json";
import incomingInvoices from "./incomingInvoices.json";
import coregDashboards from "./coregDashboards.json";
import oi from "./oi.json";
import reports from "./reports.json";
import weedoData from "./weedoData.json";
import staffStats from "./staffStats.json";
import weedoCheck from "./weedoCheck.json";
import realtime from "./realtime.json";
import datadeal from "./datadeal.json";
import mongustaveFraud from "./mongustaveFraud.json";
import mongustaveAdvertiser from "./mongustaveAdvertiser.json";
import mongustaveEngine from "./mongustaveEngine.json";
import mongustaveAdmin from "./mongustaveAdmin.json";
import mongustaveWs from "./mongustaveWs.json";
import maintenance from "./maintenance.json";

const fr = {
  app,
  locale,
  theme,
  auth,
  login,
  notFound,
  sso,
  checktocken,
  password,
  register,
  validation,
  validateEmail,
  signUpLists,
  profile,
  routes,
  sidebar,
  shell,
  topbar,
  notifications,
  footer,
  dashboard,
  gifts,
  data,
  marketCatalog,
  myaffilCreatives,
  marketMoney,
  myaffilStats,
  marketOrders,
  myaffilPrograms,
  myaffilTracking,
  marketWebhooks,
  twoFactor,
  auditTrail,
  push,
  members,
  backups,
  interactions,
  validatedStats,
  invoiceCalls,
  invoices,
  prepaymentInvoices,
  incomingInvoices,
  coregDashboards,
  oi,
  reports,
  weedoData,
  staffStats,
  weedoCheck,
  realtime,
  datadeal,
  mongustaveFraud,
  mongustaveAdvertiser,
  mongustaveEngine,
  mongustaveAdmin,
  mongustaveWs,
  maintenance,
};

export default fr;
