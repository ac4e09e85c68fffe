"""Hand-written templates of corpus G. Each class function returns (source, lang, pieces)."""
import gen_g_values as V
from gen_g_values import rs, HEX, DIG, UP, LOW, AN

CLASSES = []


def cls(kind, name):
    def deco(fn):
        CLASSES.append((kind, name, fn))
        return fn
    return deco


def mk(kind, c):
    def f(v, meta=None):
        return (kind, c, v, meta) if meta else (kind, c, v)
    return f


def K(v, c):
    return ("keep", c, v)


def NC(v):
    return ("pii", "name_in_context", v)


def pick(r, *opts):
    return r.choice(opts)


def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))


def hhmm(r):
    return "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59))


def host(r):
    return pick(r, "build-07", "ip-10-4-2-19", "api-prod-3", "worker-eu-2", "ci-runner-41", "jump01", "db-replica-b")


# ====================================================================== SECRETS
@cls("secret", "tailscale_key")
def _(r):
    S = mk("secret", "tailscale_key")
    v = V.tailscale(r)
    t = r.randrange(3)
    if t == 0:
        return "shell", "en", ["$ sudo tailscale up --authkey=", S(v), " --advertise-tags=tag:ci --ssh\n", "Success.\n"]
    if t == 1:
        return "chat", "de", ["[", hhmm(r), "] ops-bot: neuer Auth-Key fürs Homelab, läuft in 90 Tagen ab: ", S(v), "\n"]
    return "compose", "en", ["services:\n  tailscale:\n    image: tailscale/tailscale:latest\n    environment:\n      - TS_AUTHKEY=", S(v),
                             "\n      - TS_STATE_DIR=/var/lib/tailscale\n"]


@cls("secret", "grafana_token")
def _(r):
    S = mk("secret", "grafana_token")
    v = V.grafana(r)
    t = r.randrange(3)
    if t == 0:
        return "config", "en", ["# alloy config\nprometheus.remote_write \"cloud\" {\n  endpoint {\n    url = \"https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push\"\n    basic_auth {\n      username = \"",
                                str(r.randint(100000, 999999)), "\"\n      password = \"", S(v), "\"\n    }\n  }\n}\n"]
    if t == 1:
        return "ticket", "en", ["Customer pasted their access policy token in the ticket body (we told them to revoke it): ", S(v), "\n"]
    return "shell", "en", ["curl -s -H \"Authorization: Bearer ", S(v), "\" https://grafana.example.net/api/dashboards/uid/", rs(r, 9, LOW + DIG), " | jq .meta\n"]


@cls("secret", "azure_client_secret")
def _(r):
    S = mk("secret", "azure_client_secret")
    v = V.azure_client_secret(r)
    t = r.randrange(3)
    if t == 0:
        return "shell", "en", ["az login --service-principal -u ", V.postmark(r), " -p '", S(v), "' --tenant ", V.postmark(r), "\n"]
    if t == 1:
        return "config", "en", ["{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"ClientId\": \"",
                                V.postmark(r), "\",\n    \"ClientCredentials\": [{ \"SourceType\": \"ClientSecret\", \"ClientSecret\": \"", S(v), "\" }]\n  }\n}\n"]
    return "chat", "fr", ["Salut, le secret de l'app registration a expiré, j'en ai généré un nouveau (valeur) : ", S(v), " — pense à mettre à jour le Key Vault\n"]


@cls("secret", "eth_private_key")
def _(r):
    S = mk("secret", "eth_private_key")
    v = V.secp256k1(r)
    t = r.randrange(3)
    if t == 0:
        return "env", "en", ["RPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo\nDEPLOYER_PRIVATE_KEY=0x", S(v), "\nCHAIN_ID=11155111\n"]
    if t == 1:
        return "chat", "en", ["dev: hardhat keeps failing with 'invalid account'. my key is 0x", S(v), " in hardhat.config.ts accounts: [...]\n"]
    return "log", "en", ["cast wallet address --private-key ", S(v), "\n0x", rs(r, 40, HEX), "\n"]


@cls("secret", "wireguard_private")
def _(r):
    S = mk("secret", "wireguard_private")
    v = V.wireguard_key(r)
    pub = V.wireguard_key(r)
    return "config", "en", ["[Interface]\nAddress = 10.13.13.", str(r.randint(2, 250)), "/32\nPrivateKey = ", S(v),
                            "\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ", K(pub, "public_key"), "\nEndpoint = vpn.example.org:51820\nAllowedIPs = 0.0.0.0/0\n"]


@cls("secret", "twilio_auth")
def _(r):
    S = mk("secret", "twilio_auth")
    v = V.twilio_token(r)
    t = r.randrange(3)
    if t == 0:
        return "code", "en", ["from twilio.rest import Client\nclient = Client(\"", V.twilio_sid(r), "\", \"", S(v), "\")\nclient.messages.create(to=to, from_=sender, body=msg)\n"]
    if t == 1:
        return "shell", "en", ["curl -X POST https://api.twilio.com/2010-04-01/Accounts/", V.twilio_sid(r), "/Messages.json -u ",
                               V.twilio_sid(r), ":", S(v), " --data-urlencode 'Body=test'\n"]
    return "env", "en", ["TWILIO_ACCOUNT_SID=", V.twilio_sid(r), "\nTWILIO_API_KEY=", ("secret", "twilio_auth", V.twilio_apikey(r)), "\nTWILIO_API_SECRET=", S(V.mixed(r, 32)), "\n"]


@cls("secret", "docker_hub_pat")
def _(r):
    S = mk("secret", "docker_hub_pat")
    v = V.docker_pat(r)
    t = r.randrange(2)
    if t == 0:
        return "ci_log", "en", ["Run echo \"", S(v), "\" | docker login -u acmebuild --password-stdin\nLogin Succeeded\n"]
    return "chat", "es", ["oye, el token de Docker Hub para el runner es ", S(v), " (solo lectura)\n"]


@cls("secret", "flyio_token")
def _(r):
    S = mk("secret", "flyio_token")
    v = V.flyio(r)
    return pick(r, ("ci", "en", ["- name: Deploy\n  run: flyctl deploy --remote-only\n  env:\n    FLY_API_TOKEN: ", S("FlyV1 " + v), "\n"]),
                ("shell", "en", ["export FLY_ACCESS_TOKEN=", S(v), "\nfly status -a billing-api\n"]))


@cls("secret", "okta_ssws")
def _(r):
    S = mk("secret", "okta_ssws")
    v = V.okta(r)
    return pick(r, ("http", "en", ["GET /api/v1/users?limit=25 HTTP/1.1\nHost: acme.okta.com\nAccept: application/json\nAuthorization: SSWS ", S(v), "\n"]),
                ("code", "en", ["okta_client = OktaClient({'orgUrl': 'https://acme.okta.com', 'token': '", S(v), "'})\n"]))


@cls("secret", "datadog_keys")
def _(r):
    S = mk("secret", "datadog_keys")
    t = r.randrange(3)
    if t == 0:
        return "shell", "en", ["DD_API_KEY=", S(V.datadog_api(r)), " DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"\n"]
    if t == 1:
        return "yaml", "en", ["datadog:\n  apiKey: ", S(V.datadog_api(r)), "\n  appKey: ", S(V.datadog_app(r)), "\n  site: datadoghq.com\n  logs:\n    enabled: true\n"]
    return "chat", "pt", ["a chave da API do Datadog do ambiente de staging: ", S(V.datadog_api(r)), ", não comitem isso por favor\n"]


@cls("secret", "mailchimp_key")
def _(r):
    S = mk("secret", "mailchimp_key")
    v = V.mailchimp(r)
    return pick(r, ("code", "en", ["mailchimp.setConfig({\n  apiKey: \"", S(v), "\",\n  server: \"", v.split("-")[-1], "\",\n});\n"]),
                ("ticket", "it", ["Buongiorno, l'integrazione con Mailchimp non sincronizza più. Chiave API usata: ", S(v), "\nGrazie\n"]))


@cls("secret", "postmark_token")
def _(r):
    S = mk("secret", "postmark_token")
    v = V.postmark(r)
    return pick(r, ("http", "en", ["POST /email HTTP/1.1\nHost: api.postmarkapp.com\nContent-Type: application/json\nX-Postmark-Server-Token: ", S(v), "\n"]),
                ("env", "en", ["POSTMARK_SERVER_TOKEN=", S(v), "\nPOSTMARK_MESSAGE_STREAM=outbound\n"]))


@cls("secret", "contentful_pat")
def _(r):
    S = mk("secret", "contentful_pat")
    v = V.contentful(r)
    return pick(r, ("shell", "en", ["contentful login --management-token ", S(v), "\n"]),
                ("chat", "nl", ["hier is het CMA-token voor de migratie: ", S(v), " (verloopt vrijdag)\n"]))


@cls("secret", "llm_provider_key")
def _(r):
    S = mk("secret", "llm_provider_key")
    prov, v = V.llm_key(r)
    env = {"groq": "GROQ_API_KEY", "replicate": "REPLICATE_API_TOKEN", "openrouter": "OPENROUTER_API_KEY", "langsmith": "LANGSMITH_API_KEY",
           "pinecone": "PINECONE_API_KEY", "xai": "XAI_API_KEY", "perplexity": "PPLX_API_KEY", "deepseek": "DEEPSEEK_API_KEY",
           "anthropic": "ANTHROPIC_API_KEY", "openai": "OPENAI_API_KEY"}[prov]
    t = r.randrange(4)
    if t == 0:
        return "notebook", "en", ["import os\nos.environ[\"", env, "\"] = \"", S(v), "\"\n"]
    if t == 1:
        return "tool_call", "en", ["{\"tool\": \"set_env\", \"arguments\": {\"name\": \"", env, "\", \"value\": \"", S(v), "\"}}\n"]
    if t == 2:
        return "chat", "de", ["kannst du mal mit meinem Key testen? ", S(v), " – danke!\n"]
    return "log", "en", ["DEBUG httpx: request headers={'content-type': 'application/json', 'authorization': 'Bearer ", S(v), "', 'user-agent': 'litellm/1.52'}\n"]


@cls("secret", "github_token_remote")
def _(r):
    S = mk("secret", "github_token_remote")
    v = V.github(r)
    t = r.randrange(3)
    if t == 0:
        return "file", "en", ["~/.git-credentials\nhttps://ci-bot:", S(v), "@github.com\n"]
    if t == 1:
        return "shell", "en", ["git remote set-url origin https://x-access-token:", S(v), "@github.com/acme/infra.git\ngit push origin HEAD\n"]
    return "shell", "en", ["echo ", S(v), " | gh auth login --with-token\n✓ Logged in to github.com account acme-ci\n"]


@cls("secret", "gitlab_ci_token")
def _(r):
    S = mk("secret", "gitlab_ci_token")
    v = V.gitlab(r)
    return pick(r, ("ci", "en", ["before_script:\n  - pip config set global.index-url https://__token__:", S(v), "@gitlab.example.com/api/v4/projects/", str(r.randint(10, 999)), "/packages/pypi/simple\n"]),
                ("shell", "en", ["curl --header \"PRIVATE-TOKEN: ", S(v), "\" \"https://gitlab.example.com/api/v4/projects?owned=true\"\n"]))


@cls("secret", "slack_bot_code")
def _(r):
    S = mk("secret", "slack_bot_code")
    v = V.slack_bot(r)
    return pick(r, ("code", "en", ["const app = new App({\n  token: '", S(v), "',\n  signingSecret: process.env.SLACK_SIGNING_SECRET,\n});\n"]),
                ("code", "en", ["client = WebClient(token=\"", S(v), "\")\nclient.chat_postMessage(channel=\"#deploys\", text=\"done\")\n"]))


@cls("secret", "stripe_live_shell")
def _(r):
    S = mk("secret", "stripe_live_shell")
    v = V.stripe_live(r)
    return pick(r, ("shell", "en", ["stripe listen --api-key ", S(v), " --forward-to localhost:4242/webhook\n"]),
                ("shell", "en", ["curl https://api.stripe.com/v1/refunds -u ", S(v), ": -d payment_intent=", K("pi_" + V.mixed(r, 24), "api_object_id"), "\n"]))


@cls("secret", "aws_creds_file")
def _(r):
    S = mk("secret", "aws_creds_file")
    ak, sk = V.aws_pair(r)
    t = r.randrange(3)
    if t == 0:
        return "file", "en", ["[profile-", pick(r, "prod", "billing", "sandbox"), "]\naws_access_key_id = ", S(ak), "\naws_secret_access_key = ", S(sk), "\nregion = eu-central-1\n"]
    if t == 1:
        return "terraform", "en", ["  # aws_iam_access_key.ci will be created\n  + resource \"aws_iam_access_key\" \"ci\" {\n      + id     = \"", S(ak), "\"\n      + secret = \"", S(sk), "\"\n      + user   = \"ci\"\n    }\n"]
    return "chat", "en", ["the new IAM keys for the backup job: ", S(ak), " / ", S(sk), "\n"]


@cls("secret", "gcp_key_url")
def _(r):
    S = mk("secret", "gcp_key_url")
    v = V.gcp_key(r)
    return pick(r, ("log", "en", ["GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=", S(v), " -> 200 (143 ms)\n"]),
                ("html", "en", ["<script async src=\"https://maps.googleapis.com/maps/api/js?key=", S(v), "&callback=initMap\"></script>\n"]))


@cls("secret", "bot_token_chat")
def _(r):
    S = mk("secret", "bot_token_chat")
    if r.random() < 0.5:
        return "code", "en", ["bot = telebot.TeleBot(\"", S(V.telegram(r)), "\")\n@bot.message_handler(commands=['start'])\n"]
    return "chat", "pl", ["token bota na discordzie to ", S(V.discord(r)), ", wrzuć go do sekretów repo\n"]


@cls("secret", "registry_rc_files")
def _(r):
    S = mk("secret", "registry_rc_files")
    if r.random() < 0.5:
        return "file", "en", ["# ~/.npmrc\n@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=", S(V.npm(r)), "\n"]
    return "file", "en", ["[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ", S(V.pypi(r)), "\n"]


@cls("secret", "vault_token")
def _(r):
    S = mk("secret", "vault_token")
    v = V.vault(r)
    return pick(r, ("shell", "en", ["$ export VAULT_ADDR=https://vault.internal:8200\n$ export VAULT_TOKEN=", S(v), "\n$ vault kv get secret/app\n"]),
                ("log", "en", ["vault: token_accessor=", rs(r, 24, AN), " client_token=", S(v), " policies=[default ops]\n"]))


@cls("secret", "jwt_in_log")
def _(r):
    S = mk("secret", "jwt_in_log")
    v = V.jwt(r)
    return pick(r, ("log", "en", [ts(r), " WARN auth middleware: token expired token=", S(v), " path=/v2/orders\n"]),
                ("har", "en", ["{\"name\": \"authorization\", \"value\": \"Bearer ", S(v), "\"},\n"]),
                ("chat", "en", ["this is the id_token I get back from the IdP: ", S(v), " — can you decode it and check the aud?\n"]))


@cls("secret", "onepassword_sa")
def _(r):
    S = mk("secret", "onepassword_sa")
    return "ci", "en", ["env:\n  OP_SERVICE_ACCOUNT_TOKEN: ", S(V.ops_token(r)), "\nsteps:\n  - run: op read op://ci/db/password\n"]


@cls("secret", "private_key_block")
def _(r):
    S = mk("secret", "private_key_block")
    k = pick(r, "RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
    body = V.pem_body(r, k).split("\n")[1:-1]  # label the key material, not the BEGIN/END lines
    head, foot = "-----BEGIN %s-----" % k, "-----END %s-----" % k
    t = r.randrange(2)
    if t == 0:
        return "yaml", "en", ["tls:\n  cert: /etc/ssl/app.crt\n  key: |\n    ", head, "\n    ", S("\n    ".join(body)), "\n    ", foot, "\n"]
    return "chat", "en", ["here's the deploy key, ping me when it's added:\n```\n", head, "\n", S("\n".join(body)), "\n", foot, "\n```\n"]


@cls("secret", "framework_secret")
def _(r):
    S = mk("secret", "framework_secret")
    t = r.randrange(3)
    if t == 0:
        return "code", "en", ["# settings/production.py\nDEBUG = False\nSECRET_KEY = '", S(V.django_secret(r)), "'\nALLOWED_HOSTS = ['shop.example.com']\n"]
    if t == 1:
        return "env", "en", ["APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=", S(V.laravel_key(r)), "\nAPP_DEBUG=false\n"]
    return "yaml", "en", ["production:\n  secret_key_base: ", S(V.rails_base(r)), "\n"]


@cls("secret", "totp_seed")
def _(r):
    S = mk("secret", "totp_seed")
    v = V.totp_secret(r)
    return pick(r, ("log", "en", ["enrolled MFA: otpauth://totp/Acme:ops-shared?secret=", S(v), "&issuer=Acme&digits=6\n"]),
                ("chat", "de", ["Falls jemand das geteilte 2FA-Konto einrichten muss, der Schlüssel für die Authenticator-App lautet ", S(" ".join(v[i:i + 4] for i in range(0, 32, 4))), "\n"]))


@cls("secret", "seed_phrase")
def _(r):
    S = mk("secret", "seed_phrase")
    v = V.mnemonic(r, pick(r, 12, 12, 24))
    return pick(r, ("chat", "en", ["support, my wallet is empty!! I restored it with my recovery phrase: ", S(v), "\n"]),
                ("env", "en", ["MNEMONIC=\"", S(v), "\"\nNETWORK=goerli\n"]))


@cls("secret", "backup_codes")
def _(r):
    S = mk("secret", "backup_codes")
    codes = V.recovery_codes(r)
    out = ["Your GitHub recovery codes (keep them somewhere safe):\n"]
    for c in codes:
        out += ["  ", S(c), "\n"]
    return "file", "en", out


@cls("secret", "connection_string_pw")
def _(r):
    S = mk("secret", "connection_string_pw")
    pw = V.password(r)
    t = r.randrange(4)
    if t == 0:
        return "config", "en", ["\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:sql-prod.database.windows.net,1433;Database=crm;User ID=crmapp;Password=", S(pw), ";Encrypt=True;\"\n}\n"]
    if t == 1:
        return "properties", "en", ["spring.datasource.url=jdbc:postgresql://db:5432/orders?user=orders&password=", S(pw), "&ssl=true\n"]
    if t == 2:
        return "config", "en", ["Driver={ODBC Driver 18 for SQL Server};Server=10.2.0.7;Uid=report;Pwd={", S(pw), "};TrustServerCertificate=yes\n"]
    return "log", "en", ["pymongo.errors.OperationFailure: bad auth : Authentication failed., full error: {'ok': 0} (uri mongodb+srv://app:", S(pw), "@cluster0.ab1cd.mongodb.net/?retryWrites=true)\n"]


@cls("secret", "docker_config_auth")
def _(r):
    S = mk("secret", "docker_config_auth")
    import base64
    v = base64.b64encode(("deploy:" + V.password(r)).encode()).decode()
    return "file", "en", ["{\n  \"auths\": {\n    \"registry.gitlab.example.com\": {\n      \"auth\": \"", S(v), "\"\n    }\n  }\n}\n"]


@cls("secret", "xml_build_password")
def _(r):
    S = mk("secret", "xml_build_password")
    pw = V.password(r)
    if r.random() < 0.5:
        return "xml", "en", ["<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>", S(pw), "</password>\n  </server>\n</servers>\n"]
    return "xml", "en", ["<packageSourceCredentials>\n  <AcmeFeed>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\"", S(pw), "\" />\n  </AcmeFeed>\n</packageSourceCredentials>\n"]


@cls("secret", "protocol_transcript")
def _(r):
    S = mk("secret", "protocol_transcript")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "ftp_log", "en", ["220 ProFTPD Server ready.\nUSER upload\n331 Password required for upload\nPASS ", S(pw), "\n230 User upload logged in\n"]
    if t == 1:
        import base64
        v = base64.b64encode(("\0mailer@example.org\0" + pw).encode()).decode()
        return "smtp_log", "en", ["EHLO relay.example.org\n250-AUTH PLAIN LOGIN\nAUTH PLAIN ", S(v), "\n235 2.7.0 Authentication successful\n"]
    return "imap_log", "en", ["a1 LOGIN archive@example.org ", S(pw), "\na1 OK LOGIN completed\n"]


@cls("secret", "wifi_psk")
def _(r):
    S = mk("secret", "wifi_psk")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "config", "en", ["network={\n    ssid=\"Office-5G\"\n    psk=\"", S(pw), "\"\n    key_mgmt=WPA-PSK\n}\n"]
    if t == 1:
        return "shell", "en", ["nmcli dev wifi connect \"Lager-WLAN\" password '", S(pw), "'\n"]
    return "chat", pick(r, "it", "es"), [pick(r, "il wifi degli ospiti è 'Ospiti' e la chiave è ", "la red de invitados es 'Invitados', clave: "), S(pw), "\n"]


@cls("secret", "windows_admin_pw")
def _(r):
    S = mk("secret", "windows_admin_pw")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "powershell", "en", ["PS C:\\> $pw = ConvertTo-SecureString \"", S(pw), "\" -AsPlainText -Force\nPS C:\\> New-LocalUser -Name svc_backup -Password $pw\n"]
    if t == 1:
        return "cmd", "en", ["C:\\Windows\\system32>net user Administrator ", S(pw), "\nThe command completed successfully.\n"]
    return "powershell", "en", ["$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', (ConvertTo-SecureString '", S(pw), "' -AsPlainText -Force))\n"]


@cls("secret", "k8s_cli_secret")
def _(r):
    S = mk("secret", "k8s_cli_secret")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "shell", "en", ["kubectl create secret generic pg-auth -n data --from-literal=username=app --from-literal=password='", S(pw), "'\n"]
    if t == 1:
        return "shell", "en", ["helm upgrade --install redis bitnami/redis --set auth.password=", S(pw), " --set replica.replicaCount=2\n"]
    return "shell", "en", ["docker run -d --name mysql -e MYSQL_ROOT_PASSWORD='", S(pw), "' -p 3306:3306 mysql:8.4\n"]


@cls("secret", "ansible_inventory")
def _(r):
    S = mk("secret", "ansible_inventory")
    pw = V.password(r)
    if r.random() < 0.5:
        return "ini", "en", ["[dbservers]\ndb1.example.net ansible_user=deploy ansible_password=", S(pw), " ansible_port=22\n"]
    return "yaml", "en", ["all:\n  vars:\n    ansible_become: true\n    ansible_become_pass: \"", S(pw), "\"\n"]


@cls("secret", "pw_verb_chat")
def _(r):
    S = mk("secret", "pw_verb_chat")
    pw = V.password(r)
    t = r.randrange(7)
    if t == 0:
        return "chat", "en", ["ok I went with ", S(pw), " for the shared mailbox, it accepted it\n"]
    if t == 1:
        return "chat", "en", ["reset done. it's now ", S(pw), " until you change it on first sign-in\n"]
    if t == 2:
        return "chat", "en", ["just punch in ", S(pw), " when the router asks\n"]
    if t == 3:
        return "support", "en", ["Customer: I changed it to ", S(pw), " yesterday and now the app says wrong credentials\n"]
    if t == 4:
        return "chat", "en", ["log in as admin with ", S(pw), ", then go to Settings > Backup\n"]
    if t == 5:
        return "email", "en", ["Hi, I have temporarily set your account to ", S(pw), ". Please pick your own after logging in.\n"]
    return "chat", "en", ["rotated SMTP_PASS, new value is ", S(pw), "\n"]


@cls("secret", "pw_backref_session")
def _(r):
    S = mk("secret", "pw_backref_session")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "chat", "en", ["A: the staging db creds are app / ", S(pw), "\nB: thx\nB: and prod?\nA: same as staging for now (", S(pw), "), will rotate Monday\n"]
    if t == 1:
        return "chat", "en", ["[", hhmm(r), "] you: what did we set on the NAS?\n[", hhmm(r), "] them: same one as the printer last month\n[", hhmm(r), "] them: ", S(pw), "\n"]
    return "support", "en", ["Agent: I've reset it to ", S(pw), ".\nCustomer: still fails\nAgent: please type ", S(pw), " exactly, capital letter first\n"]


@cls("secret", "pw_multilang_g")
def _(r):
    S = mk("secret", "pw_multilang_g")
    pw = V.password(r)
    lang, pre = pick(r,
                     ("hu", "Az új jelszó: "), ("hu", "A wifi jelszava "), ("ro", "Parola nouă este "), ("ro", "ți-am resetat parola, acum e "),
                     ("id", "Kata sandi barunya "), ("id", "sandi wifi kantor: "), ("vi", "Mật khẩu mới là "), ("vi", "mk đăng nhập: "),
                     ("cs", "Heslo do VPN je "), ("uk", "Новий пароль: "), ("ru", "пароль от роутера "), ("he", "הסיסמה החדשה היא "),
                     ("ar", "كلمة المرور الجديدة: "), ("th", "รหัสผ่านใหม่คือ "), ("el", "ο νέος κωδικός είναι "), ("no", "Passordet er "),
                     ("da", "Adgangskoden er "), ("fi", "Uusi salasana on "), ("tr", "yeni şifren "), ("ja", "仮パスワード："),
                     ("zh", "新密码是"), ("ko", "임시 비밀번호는 "), ("de", "Das Kennwort für den Drucker lautet "), ("pt", "a senha do portal é "),
                     ("es", "te dejo la contraseña del panel: "), ("pl", "hasło do panelu: "), ("nl", "het wachtwoord is "), ("fr", "le mdp c'est "))
    return "chat", lang, [pre, S(pw), "\n"]


@cls("secret", "pw_login_pair_g")
def _(r):
    S = mk("secret", "pw_login_pair_g")
    pw = V.password(r)
    user = pick(r, "jdoe", "svc-report", "admin", "kiosk01", "lab", "ops")
    t = r.randrange(4)
    if t == 0:
        return "chat", "en", ["creds for the camera NVR: ", user, " // ", S(pw), "\n"]
    if t == 1:
        return "chat", "en", ["login: ", user, "  pw: ", S(pw), "\n"]
    if t == 2:
        return "ticket", "en", ["Test account for QA -> ", user, ":", S(pw), " (staging only)\n"]
    return "chat", "de", ["Zugang zum Kundenportal: Benutzer ", user, ", PW ", S(pw), "\n"]


@cls("secret", "pw_prev_speaker")
def _(r):
    S = mk("secret", "pw_prev_speaker")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "transcript", "en", ["AGENT: And what password did you try?\nCALLER: I tried ", S(pw), "\nAGENT: Okay, that one is locked.\n"]
    if t == 1:
        return "chat", "en", ["alice_ops: what's the root pw on the new box?\nbob_sre: ", S(pw), "\nalice_ops: ty\n"]
    return "transcript", "es", ["Agente: ¿Me confirma la contraseña actual?\nCliente: sí, es ", S(pw), "\n"]


@cls("secret", "php_define")
def _(r):
    S = mk("secret", "php_define")
    pw = V.password(r)
    return "code", "en", ["define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', '", S(pw), "' );\ndefine( 'DB_HOST', 'localhost' );\n"]


@cls("secret", "basic_header_inline")
def _(r):
    S = mk("secret", "basic_header_inline")
    import base64
    v = base64.b64encode(("%s:%s" % (pick(r, "proxyuser", "api", "sync"), V.password(r))).encode()).decode()
    t = r.randrange(3)
    if t == 0:
        return "http", "en", ["CONNECT api.example.com:443 HTTP/1.1\nProxy-Authorization: Basic ", S(v), "\n"]
    if t == 1:
        return "log", "en", ["requests.get url=https://partner.example/api headers={'Accept': '*/*', 'Authorization': 'Basic ", S(v), "'} timeout=10\n"]
    return "shell", "en", ["curl -H 'Authorization: Basic ", S(v), "' https://jenkins.internal/job/deploy/build\n"]


@cls("secret", "session_cookie")
def _(r):
    S = mk("secret", "session_cookie")
    v = V.mixed(r, r.choice([32, 40, 48]), AN + "-_")
    t = r.randrange(3)
    if t == 0:
        return "http", "en", ["GET /account HTTP/2\nhost: shop.example.com\ncookie: _ga=GA1.2.", str(r.randint(10 ** 8, 10 ** 9)), ".", str(r.randint(10 ** 8, 10 ** 9)), "; sessionid=", S(v), "; theme=dark\n"]
    if t == 1:
        return "http", "en", ["HTTP/1.1 302 Found\nSet-Cookie: laravel_session=", S(v), "; path=/; httponly; samesite=lax\n"]
    return "shell", "en", ["curl -b 'PHPSESSID=", S(v), "' https://intranet.example/admin/export.php\n"]


@cls("secret", "redis_amqp")
def _(r):
    S = mk("secret", "redis_amqp")
    pw = V.password(r)
    t = r.randrange(3)
    if t == 0:
        return "shell", "en", ["$ redis-cli -h cache.internal -a '", S(pw), "' --no-auth-warning INFO memory\n"]
    if t == 1:
        return "env", "en", ["CELERY_BROKER_URL=amqp://worker:", S(pw), "@rabbitmq:5672/prod\n"]
    return "config", "en", ["# redis.conf\nbind 0.0.0.0\nrequirepass ", S(pw), "\nmaxmemory ", K("2gb", "quantity_unit"), "\n"]


# ====================================================================== PII
def culture_lang(c):
    return {"yo": "en", "ga": "en", "ar": "en", "uk": "en"}.get(c, c)


@cls("pii", "name_voicemail")
def _(r):
    P = mk("pii", "name_voicemail")
    c, g, f = V.person(r)
    t = r.randrange(3)
    if t == 0:
        return "voicemail", "en", ["[Voicemail transcript, 0:42] Hi, this is ", P(g + " " + f), " calling about the invoice you sent last week, could you call me back when you get a chance.\n"]
    if t == 1:
        return "voicemail", "de", ["[Sprachnachricht] Ja, hallo, hier spricht ", P(g + " " + f), ", es geht um meine Bestellung, bitte rufen Sie mich zurück.\n"]
    return "voicemail", "es", ["Buzón de voz: Hola, le habla ", P(g + " " + f), ", llamo por la reparación del portátil.\n"]


@cls("pii", "name_email_header")
def _(r):
    P = mk("pii", "name_email_header")
    c, g, f = V.person(r)
    return "email", "en", ["From: \"", P(g + " " + f), "\" <", ("pii", "email_header_addr", "%s%d@%s" % (rs(r, 1, LOW), r.randint(10, 99), pick(r, "gmx.net", "outlook.com", "yahoo.fr", "proton.me"))),
                           ">\nTo: support@example.com\nSubject: Re: [#", str(r.randint(10000, 99999)), "] refund still pending\n"]


@cls("pii", "name_git_author")
def _(r):
    P = mk("pii", "name_git_author")
    c, g, f = V.person(r)
    if r.random() < 0.5:
        return "git", "en", ["commit ", K(rs(r, 40, HEX), "git_sha"), "\nAuthor: ", P(g + " " + f), " <", ("pii", "email_header_addr", "%s.%s@example.dev" % (rs(r, 4, LOW), rs(r, 3, LOW))), ">\nDate:   Tue Nov 3 10:12:44 2026 +0100\n\n    fix: retry on 429\n"]
    return "git", "en", ["feat(api): paginate /invoices\n\nCo-authored-by: ", P(g + " " + f), " <", ("pii", "email_header_addr", "%d+%s@users.noreply.github.com" % (r.randint(10 ** 6, 10 ** 8), rs(r, 6, LOW))), ">\n"]


@cls("pii", "name_chat_export")
def _(r):
    P = mk("pii", "name_chat_export")
    c, g, f = V.person(r, r.choice([k for k in sorted(V.NAMES) if k != "vi"]))
    if r.random() < 0.5:
        return "whatsapp", culture_lang(c), ["[", "%02d/%02d/2026, %s:%02d" % (r.randint(1, 28), r.randint(1, 11), hhmm(r), r.randint(0, 59)), "] ", P(g + " " + f), ": ok, I'll bring the documents tomorrow\n"]
    return "teams", "en", [P(f + ", " + g), " (External) ", hhmm(r), "\ncan someone from billing join the call?\n"]


@cls("pii", "name_salutation")
def _(r):
    P = mk("pii", "name_salutation")
    c, g, f = V.person(r, r.choice([k for k in sorted(V.NAMES) if k != "vi"]))
    lang, pre, post = pick(r, ("en", "Dear Ms ", ",\nthank you for your patience."), ("de", "Sehr geehrte Frau ", ",\nvielen Dank für Ihre Nachricht."),
                           ("de", "Sehr geehrter Herr ", ",\nanbei die Unterlagen."), ("es", "Estimada Sra. ", ":\nle escribimos en relación con su reclamación."),
                           ("fr", "Chère Madame ", ",\nnous accusons réception de votre dossier."), ("it", "Gentile Sig. ", ",\nle confermiamo l'appuntamento."),
                           ("pt", "Prezado Sr. ", ",\nsegue em anexo a fatura."), ("nl", "Geachte heer ", ",\nhierbij ontvangt u de offerte."),
                           ("pl", "Szanowna Pani ", ",\ndziękujemy za zgłoszenie."), ("sv", "Hej ", "!\nTack för ditt mejl."))
    if lang == "sv":
        return "email", lang, [pre, P(g), post, "\n"]
    return "email", lang, [pre, P(f if r.random() < 0.6 else g + " " + f), post, "\n"]


@cls("pii", "name_native_script")
def _(r):
    P = mk("pii", "name_native_script")
    lang = r.choice(sorted(V.SCRIPT_NAMES))
    n = r.choice(V.SCRIPT_NAMES[lang])
    pre = {"ru": "Клиент: ", "el": "Πελάτης: ", "ko": "고객명: ", "zh": "联系人：", "ja": "担当者：", "ar": "اسم العميل: ", "uk": "Заявник: ", "he": "שם הלקוח: "}[lang]
    post = {"ru": ", заказ не доставлен", "el": ", παραγγελία σε αναμονή", "ko": " 님, 배송 지연", "zh": "，退款申请", "ja": " 様、返品について", "ar": "، طلب استرداد", "uk": ", скарга на доставку", "he": ", בקשת החזר"}[lang]
    return "crm", lang, [pre, P(n), post, "\n"]


@cls("pii", "name_lastfirst_g")
def _(r):
    P = mk("pii", "name_lastfirst_g")
    c, g, f = V.person(r, r.choice([k for k in sorted(V.NAMES) if k != "vi"]))
    t = r.randrange(3)
    if t == 0:
        return "csv", "en", ["employee_id;display_name;dept\n", str(r.randint(10000, 99999)), ";\"", P(f + ", " + g), "\";", pick(r, "Finance", "Logistics", "R&D"), "\n"]
    if t == 1:
        return "ldap", "en", ["dn: cn=", P(f + "\\, " + g), ",ou=Staff,dc=corp,dc=example\nobjectClass: inetOrgPerson\n"]
    return "ticket", "en", ["Requester ........ ", P(f.upper() + " " + g), "\nPriority ......... P3\n"]


@cls("pii", "name_spelled_nato")
def _(r):
    P = mk("pii", "name_spelled_nato")
    while True:
        c, g, f = V.person(r, r.choice(["en", "de", "pl", "hu", "cs", "fi", "sv", "ro", "yo", "el"]))
        if f.isalpha() and f.isascii():
            break
    nato = {"A": "Alpha", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf", "H": "Hotel", "I": "India",
            "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November", "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo",
            "S": "Sierra", "T": "Tango", "U": "Uniform", "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}
    sp = ", ".join("%s as in %s" % (ch, nato[ch]) for ch in f.upper())
    return "transcript", "en", ["AGENT: Could you spell the surname for me?\nCALLER: Sure, it's ", P(sp), ".\nAGENT: Thanks, I have it.\n"]


@cls("pii", "name_patient_note")
def _(r):
    P = mk("pii", "name_patient_note")
    c, g, f = V.person(r)
    return pick(r, ("clinical", "en", ["Pt ", P(g + " " + f), ", ", str(r.randint(22, 88)), "y, presents with persistent cough x3 wks. No fever.\n"]),
                ("clinical", "de", ["Patientin ", P(g + " " + f), " kam heute zur Kontrolle, Wundheilung unauffällig.\n"]))


@cls("pii", "name_calendar")
def _(r):
    P = mk("pii", "name_calendar")
    c, g, f = V.person(r)
    return "ics", "en", ["BEGIN:VEVENT\nSUMMARY:Onboarding call\nDTSTART:20261204T090000Z\nATTENDEE;CN=", P(g + " " + f), ";ROLE=REQ-PARTICIPANT:mailto:",
                         ("pii", "email_header_addr", "%s%s@%s" % (rs(r, 2, LOW), r.randint(100, 999), pick(r, "web.de", "libero.it", "wp.pl"))), "\nEND:VEVENT\n"]


@cls("pii", "name_vcard")
def _(r):
    P = mk("pii", "name_vcard")
    c, g, f = V.person(r, r.choice([k for k in sorted(V.NAMES) if k != "vi"]))
    reg = r.choice(["DE", "FR", "IT", "PL", "GB", "US"])
    ph, _r = V.phone(r, reg, intl=True)
    return "vcard", "en", ["BEGIN:VCARD\nVERSION:3.0\nN:", P(f + ";" + g), ";;;\nORG:Acme GmbH\nTEL;TYPE=CELL:", ("pii", "phone_structured", ph, {"region": reg}), "\nEND:VCARD\n"]


@cls("pii", "name_signature")
def _(r):
    P = mk("pii", "name_signature")
    c, g, f = V.person(r)
    lang, bye = pick(r, ("en", "Kind regards,"), ("de", "Viele Grüße"), ("fr", "Bien à vous,"), ("es", "Un saludo,"), ("nl", "Met vriendelijke groet,"),
                     ("it", "Cordiali saluti,"), ("pt", "Atenciosamente,"), ("pl", "Pozdrawiam,"), ("hu", "Üdvözlettel:"), ("cs", "S pozdravem"), ("ro", "Cu stimă,"))
    return "email", lang, ["... the attached file should open now.\n\n", bye, "\n", P(g + " " + f), "\n", pick(r, "Head of Procurement", "Office Manager", "Einkauf", "Contabilidad"), "\n"]


@cls("pii", "name_hl7")
def _(r):
    P = mk("pii", "name_hl7")
    c, g, f = V.person(r, r.choice([k for k in sorted(V.NAMES) if k != "vi"]))
    y, m, d = V.birth(r)
    return "hl7", "en", ["MSH|^~\\&|ADT|HOSP|LAB|HOSP|20261201083000||ADT^A04|", str(r.randint(10 ** 5, 10 ** 6)), "|P|2.5\nPID|1||", str(r.randint(10 ** 6, 10 ** 7)),
                         "^^^HOSP^MR||", P(f.upper() + "^" + g.upper()), "||", ("pii", "dob_structured_g", "%04d%02d%02d" % (y, m, d)), "|", pick(r, "F", "M"), "\n"]


@cls("pii", "name_mrz")
def _(r):
    P = mk("pii", "name_mrz")
    c, g, f = V.person(r, r.choice(["de", "fr", "it", "es", "pl", "nl", "en"]))
    y, m, d = V.birth(r)
    country = {"de": "D", "fr": "FRA", "it": "ITA", "es": "ESP", "pl": "POL", "nl": "NLD", "en": "GBR"}[c]
    l1, l2, num, namefield = V.mrz(r, country, f, g, y, m, d, r.random() < 0.5)
    i = l1.index(namefield)
    j = l2.index(num)
    return "ocr", "en", ["OCR result (passport scan, page 1):\n", l1[:i], P(namefield), l1[i + len(namefield):], "\n", l2[:j], ("pii", "passport_mrz", num), l2[j + len(num):], "\n"]


@cls("pii", "email_obfuscated_g")
def _(r):
    P = mk("pii", "email_obfuscated_g")
    u = rs(r, 1, LOW) + "." + pick(r, "kowal", "rossi", "meyer", "santos", "lind", "novak", "ilie", "tanaka") + str(r.randint(1, 99))
    dom, tld = pick(r, ("gmail", "com"), ("seznam", "cz"), ("orange", "fr"), ("t-online", "de"), ("libero", "it"), ("uol", "com.br"))
    t = r.randrange(5)
    if t == 0:
        v = "%s (at) %s (dot) %s" % (u, dom, tld.replace(".", " (dot) "))
    elif t == 1:
        v = "%s at %s period %s" % (u, dom, tld)
    elif t == 2:
        v = "%s[@]%s[.]%s" % (u, dom, tld)
    elif t == 3:
        v = "%s ät %s punkt %s" % (u, dom, tld)
    else:
        v = "%s chiocciola %s punto %s" % (u, dom, tld)
    return "forum", "en", ["you can reach me at ", P(v), " if the DM doesn't work\n"]


@cls("pii", "email_structured")
def _(r):
    P = mk("pii", "email_structured")
    v = "%s%s%s@%s" % (rs(r, 1, LOW), pick(r, "", ".", "_"), pick(r, "horvath", "dumitru", "pereira", "okafor", "lindgren", "yilmaz"), pick(r, "gmail.com", "icloud.com", "freemail.hu", "yahoo.com.br", "mail.ru"))
    if r.random() < 0.3:
        v = v.replace("@", "+orders@")
    t = r.randrange(3)
    if t == 0:
        return "csv", "en", ["order_id,email,total\n", str(r.randint(10 ** 5, 10 ** 6)), ",", P(v), ",", "%d.%02d" % (r.randint(5, 400), r.randint(0, 99)), "\n"]
    if t == 1:
        return "html", "en", ["<a href=\"mailto:", P(v), "?subject=Rechnung\">Kontakt</a>\n"]
    return "log", "en", [ts(r), " INFO mailer: queued template=password_reset to=", P(v), " id=", K("msg_" + V.mixed(r, 24), "api_object_id"), "\n"]


@cls("pii", "phone_national_eu")
def _(r):
    P = mk("pii", "phone_national_eu")
    reg = r.choice(["DE", "AT", "CH", "FR", "BE", "NL", "ES", "PT", "IT", "PL", "CZ", "HU", "RO", "GR", "SE", "NO", "DK", "FI", "IE", "GB"])
    ph, _r = V.phone(r, reg, intl=False)
    cue = {"DE": ("de", "Rückruf bitte unter "), "AT": ("de", "Erreichbar in Wien unter "), "CH": ("de", "Tel. (Zürich): "), "FR": ("fr", "Mon portable : "),
           "BE": ("fr", "Joignable en Belgique au "), "NL": ("nl", "Bel me even op "), "ES": ("es", "Mi móvil es el "), "PT": ("pt", "O meu telemóvel é "),
           "IT": ("it", "Il mio cellulare: "), "PL": ("pl", "Mój numer telefonu: "), "CZ": ("cs", "Moje telefonní číslo je "), "HU": ("hu", "Telefonszámom: "),
           "RO": ("ro", "Numărul meu de telefon este "), "GR": ("el", "Το τηλέφωνό μου: "), "SE": ("sv", "Ring mig på "), "NO": ("no", "Telefonnummeret mitt er "),
           "DK": ("da", "Mit telefonnummer er "), "FI": ("fi", "Puhelinnumeroni on "), "IE": ("en", "I'm in Dublin, call me on "), "GB": ("en", "I'm in Manchester, my mobile is ")}[reg]
    return "chat", cue[0], [cue[1], P(ph, {"region": reg}), "\n"]


@cls("pii", "phone_national_world")
def _(r):
    P = mk("pii", "phone_national_world")
    reg = r.choice(["US", "CA", "MX", "BR", "JP", "KR", "CN", "IN", "AU", "ZA", "TR", "RU", "ID"])
    ph, _r = V.phone(r, reg, intl=False)
    cue = {"US": ("en", "Customer (Boston office) callback: "), "CA": ("en", "Toronto store, manager's cell "), "MX": ("es", "Desde CDMX, mi celular es "),
           "BR": ("pt", "Meu celular aqui em São Paulo é "), "JP": ("ja", "携帯番号："), "KR": ("ko", "휴대폰 번호: "), "CN": ("zh", "手机号："),
           "IN": ("en", "Bengaluru branch, my mobile no. "), "AU": ("en", "Sydney based, mob "), "ZA": ("en", "Cape Town office, cell "),
           "TR": ("tr", "Cep telefonum: "), "RU": ("ru", "Мой телефон: "), "ID": ("id", "Nomor HP saya: ")}[reg]
    return "chat", cue[0], [cue[1], P(ph, {"region": reg}), "\n"]


@cls("pii", "phone_intl_g")
def _(r):
    P = mk("pii", "phone_intl_g")
    reg = r.choice(sorted(V.PHONES))
    ph, _r = V.phone(r, reg, intl=True)
    t = r.randrange(3)
    if t == 0:
        return "sms", "en", ["SMS from ", P(ph, {"region": reg}), ": running 10 min late, sorry\n"]
    if t == 1:
        return "html", "en", ["<a href=\"tel:", P(ph.replace(" ", "").replace("(0)", "").replace("-", "").replace(".", ""), {"region": reg}), "\">Call me</a>\n"]
    return "crm", "en", ["Contact preference: WhatsApp ", P(ph, {"region": reg}), " (evenings only)\n"]


@cls("pii", "phone_structured")
def _(r):
    P = mk("pii", "phone_structured")
    reg = r.choice(sorted(V.PHONES))
    ph, _r = V.phone(r, reg, intl=True)
    if r.random() < 0.5:
        return "json", "en", ["{\"customer\": {\"id\": ", str(r.randint(1000, 99999)), ", \"mobile\": \"", P(ph, {"region": reg}), "\", \"tier\": \"gold\"}}\n"]
    return "yaml", "en", ["contacts:\n  - role: on-site\n    phone: \"", P(ph, {"region": reg}), "\"\n"]


@cls("pii", "dob_multilang_g")
def _(r):
    P = mk("pii", "dob_multilang_g")
    y, m, d = V.birth(r)
    lang, cue, fmt = pick(r, ("hu", "Születési idő: ", "%04d.%02d.%02d."), ("ro", "Data nașterii: ", "%02d.%02d.%04d"), ("cs", "Datum narození: ", "%d. %d. %04d"),
                          ("el", "Ημερομηνία γέννησης: ", "%02d/%02d/%04d"), ("id", "Tanggal lahir: ", "%02d-%02d-%04d"), ("vi", "Ngày sinh: ", "%02d/%02d/%04d"),
                          ("fi", "Syntymäaika: ", "%d.%d.%04d"), ("da", "Fødselsdato: ", "%02d-%02d-%04d"), ("no", "Født: ", "%02d.%02d.%04d"),
                          ("uk", "Дата народження: ", "%02d.%02d.%04d"), ("ko", "생년월일: ", "%04d년 %d월 %d일"), ("zh", "出生日期：", "%04d年%d月%d日"),
                          ("ja", "生年月日：", "%04d年%d月%d日"), ("tr", "Doğum tarihi: ", "%02d.%02d.%04d"), ("sv", "Född ", "%04d-%02d-%02d"),
                          ("it", "nato il ", "%d/%d/%04d"), ("pl", "ur. ", "%02d.%02d.%04d"), ("de", "geb. am ", "%d.%d.%04d"))
    if fmt.startswith("%04d"):
        v = fmt % (y, m, d)
    else:
        v = fmt % (d, m, y)
    return "form", lang, [cue, P(v), "\n"]


@cls("pii", "dob_structured_g")
def _(r):
    P = mk("pii", "dob_structured_g")
    y, m, d = V.birth(r)
    t = r.randrange(3)
    if t == 0:
        return "fhir", "en", ["{\"resourceType\": \"Patient\", \"gender\": \"", pick(r, "female", "male"), "\", \"birthDate\": \"", P("%04d-%02d-%02d" % (y, m, d)), "\"}\n"]
    if t == 1:
        return "vcard", "en", ["BEGIN:VCARD\nVERSION:4.0\nBDAY:", P("%04d%02d%02d" % (y, m, d)), "\nEND:VCARD\n"]
    return "sql", "en", ["select member_no, geburtsdatum from mitglieder where member_no = ", str(r.randint(1000, 9999)), ";\n member_no | geburtsdatum\n-----------+--------------\n      ", str(r.randint(1000, 9999)), " | ", P("%04d-%02d-%02d" % (y, m, d)), "\n"]


@cls("pii", "dob_prose_g")
def _(r):
    P = mk("pii", "dob_prose_g")
    y, m, d = V.birth(r)
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    t = r.randrange(4)
    if t == 0:
        return "chat", "en", ["for the verification: I was born on the ", P("%d%s of %s %d" % (d, suf, months[m - 1], y)), "\n"]
    if t == 1:
        return "transcript", "en", ["AGENT: Can I have your date of birth please?\nCALLER: ", P("%s %d, %d" % (months[m - 1], d, y)), "\n"]
    if t == 2:
        return "chat", "en", ["my bday is ", P("%02d/%02d/%02d" % (m, d, y % 100)), " if that's what the form wants\n"]
    return "email", "fr", ["Je suis née le ", P("%d %s %d" % (d, ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"][m - 1], y)), ", à Lyon.\n"]


ADDR = {
    "HU": ("hu", lambda r: "%s utca %d., %d %s" % (pick(r, "Rákóczi", "Petőfi Sándor", "Kossuth Lajos", "Bartók Béla"), r.randint(1, 120), r.randint(1011, 9985), pick(r, "Budapest", "Debrecen", "Szeged"))),
    "CZ": ("cs", lambda r: "%s %d/%d, %03d 00 %s" % (pick(r, "Vinohradská", "Korunní", "Lidická", "Masarykova"), r.randint(100, 2999), r.randint(1, 60), r.randint(110, 799), pick(r, "Praha 2", "Brno", "Ostrava"))),
    "PL": ("pl", lambda r: "ul. %s %d/%d, %02d-%03d %s" % (pick(r, "Marszałkowska", "Piotrkowska", "Długa", "Grunwaldzka"), r.randint(1, 200), r.randint(1, 40), r.randint(0, 99), r.randint(0, 999), pick(r, "Warszawa", "Łódź", "Gdańsk"))),
    "RO": ("ro", lambda r: "Str. %s nr. %d, bl. %s, ap. %d, %s" % (pick(r, "Mihai Eminescu", "Avram Iancu", "Dorobanților"), r.randint(1, 90), rs(r, 1, UP) + str(r.randint(1, 9)), r.randint(1, 80), pick(r, "Cluj-Napoca", "București", "Iași"))),
    "GR": ("el", lambda r: "%s %d, %d %s" % (pick(r, "Οδός Ερμού", "Λεωφόρος Κηφισίας", "Οδός Αθηνάς"), r.randint(1, 200), r.randint(10431, 18900), pick(r, "Αθήνα", "Πειραιάς"))),
    "MX": ("es", lambda r: "Calle %s %d, Col. %s, C.P. %05d, %s" % (pick(r, "Tonalá", "Durango", "Zacatecas"), r.randint(1, 400), pick(r, "Roma Norte", "Condesa", "Del Valle"), r.randint(1000, 16999), pick(r, "CDMX", "Ciudad de México"))),
    "AR": ("es", lambda r: "Av. %s %d, piso %d, C%04d%s, Buenos Aires" % (pick(r, "Corrientes", "Santa Fe", "Rivadavia"), r.randint(100, 6000), r.randint(1, 12), r.randint(1000, 1499), rs(r, 3, UP))),
    "CL": ("es", lambda r: "Av. %s %d, depto %d, %s, Santiago" % (pick(r, "Providencia", "Apoquindo", "Vicuña Mackenna"), r.randint(100, 9000), r.randint(11, 2210), pick(r, "Providencia", "Las Condes", "Ñuñoa"))),
    "CO": ("es", lambda r: "Carrera %d # %d-%d, %s" % (r.randint(1, 100), r.randint(1, 150), r.randint(1, 99), pick(r, "Bogotá", "Medellín", "Cali"))),
    "BR": ("pt", lambda r: "Rua %s, %d, apto %d - %s, %05d-%03d" % (pick(r, "Haddock Lobo", "Oscar Freire", "Voluntários da Pátria"), r.randint(1, 2000), r.randint(11, 1802), pick(r, "São Paulo - SP", "Rio de Janeiro - RJ"), r.randint(1000, 29999), r.randint(0, 999))),
    "JP": ("ja", lambda r: "〒%03d-%04d 東京都%s%d丁目%d番%d号" % (r.randint(100, 199), r.randint(0, 9999), pick(r, "渋谷区神南", "新宿区西新宿", "港区六本木", "世田谷区三軒茶屋"), r.randint(1, 5), r.randint(1, 30), r.randint(1, 20))),
    "KR": ("ko", lambda r: "서울특별시 %s %s %d" % (pick(r, "강남구", "마포구", "종로구"), pick(r, "테헤란로", "월드컵북로", "세종대로"), r.randint(1, 500))),
    "CN": ("zh", lambda r: "%s%s%d号%d室" % (pick(r, "上海市浦东新区", "北京市朝阳区", "广州市天河区"), pick(r, "世纪大道", "建国路", "天河路"), r.randint(1, 999), r.randint(101, 2808))),
    "IN": ("en", lambda r: "Flat %d, %s, %s, %s %06d" % (r.randint(101, 1204), pick(r, "Prestige Shantiniketan", "Lodha Bellissimo", "DLF Phase 3"), pick(r, "Whitefield", "Andheri East", "Gurugram"), pick(r, "Bengaluru", "Mumbai", "Haryana"), r.randint(110001, 599999))),
    "ID": ("id", lambda r: "Jl. %s No. %d, RT %03d/RW %03d, %s" % (pick(r, "Kebon Jeruk Raya", "Sudirman", "Gatot Subroto"), r.randint(1, 200), r.randint(1, 15), r.randint(1, 12), pick(r, "Jakarta Barat", "Bandung", "Surabaya"))),
    "GB": ("en", lambda r: "Flat %d, %d %s, %s %s %d%s" % (r.randint(1, 40), r.randint(1, 300), pick(r, "Kingsland Road", "Deansgate", "Leith Walk", "Bold Street"), pick(r, "London", "Manchester", "Edinburgh", "Liverpool"), pick(r, "E8", "M3", "EH6", "L1"), r.randint(1, 9), rs(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))),
    "IE": ("en", lambda r: "%d %s, %s, D%02d %s" % (r.randint(1, 200), pick(r, "Rathmines Road Upper", "Clontarf Road", "Griffith Avenue"), "Dublin", r.randint(1, 24), rs(r, 4, "ACDEFHKNPRTVWXY0123456789"))),
    "AU": ("en", lambda r: "Unit %d/%d %s, %s %s %04d" % (r.randint(1, 30), r.randint(1, 400), pick(r, "Brunswick St", "Oxford St", "Chapel St"), pick(r, "Fitzroy", "Paddington", "South Yarra"), pick(r, "VIC", "NSW"), r.randint(2000, 3999))),
    "CA": ("en", lambda r: "%d %s, Apt %d, %s, %s %s%d%s %d%s%d" % (r.randint(10, 9999), pick(r, "Queen St W", "Rue Saint-Denis", "Robson St"), r.randint(1, 2500), pick(r, "Toronto", "Montréal", "Vancouver"), pick(r, "ON", "QC", "BC"), rs(r, 1, "KHV"), r.randint(1, 9), rs(r, 1, "ABCEGHJKLMNPRSTVXY"), r.randint(1, 9), rs(r, 1, "ABCEGHJKLMNPRSTVXY"), r.randint(0, 9))),
    "US": ("en", lambda r: "%d %s %s, Apt %d%s, %s, %s %05d" % (r.randint(10, 9999), pick(r, "N", "W", "S", "E"), pick(r, "Halsted St", "Alvarado Blvd", "Magnolia Ave", "Peachtree Rd"), r.randint(1, 30), rs(r, 1, "ABCD"), pick(r, "Chicago", "Fremont", "Savannah", "Tucson"), pick(r, "IL", "CA", "GA", "AZ"), r.randint(10001, 99950))),
}


def _addr(r, regions, cls_name):
    P = mk("pii", cls_name)
    reg = r.choice(regions)
    lang, f = ADDR[reg]
    a = f(r)
    t = r.randrange(4)
    if t == 0:
        pre = {"hu": "Szállítási cím: ", "cs": "Doručovací adresa: ", "pl": "Adres do wysyłki: ", "ro": "Adresa de livrare: ", "el": "Διεύθυνση αποστολής: ",
               "es": "Dirección de envío: ", "pt": "Endereço de entrega: ", "ja": "お届け先：", "ko": "배송지: ", "zh": "收货地址：", "id": "Alamat pengiriman: ",
               "en": "Please ship the replacement to "}[lang]
        return "chat", lang, [pre, P(a), "\n"]
    if t == 1:
        return "json", lang, ["{\"shipping\": {\"line\": \"", P(a), "\", \"method\": \"express\"}}\n"]
    if t == 2:
        return "label", lang, ["SHIP TO:\n", P(a), "\nREF ", K("1Z" + rs(r, 6, UP + DIG) + rs(r, 10, DIG), "tracking_ref"), "\n"]
    return "email", lang, [pick(r, "Moved recently, new address: ", "My new address is ", "Update on file please: "), P(a), "\n"]


@cls("pii", "address_eu_east")
def _(r):
    return _addr(r, ["HU", "CZ", "PL", "RO", "GR"], "address_eu_east")


@cls("pii", "address_latam")
def _(r):
    return _addr(r, ["MX", "AR", "CL", "CO", "BR"], "address_latam")


@cls("pii", "address_asia")
def _(r):
    return _addr(r, ["JP", "KR", "CN", "IN", "ID"], "address_asia")


@cls("pii", "address_anglo")
def _(r):
    return _addr(r, ["GB", "IE", "AU", "CA", "US"], "address_anglo")


def _id(r, cls_name, lang, cue, val, src="form"):
    return src, lang, [cue, ("pii", cls_name, val), "\n"]


@cls("pii", "id_de_steuer")
def _(r):
    v = V.de_steuer_id(r)
    if r.random() < 0.4:
        v = "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])
    return _id(r, "id_de_steuer", "de", pick(r, "Steuerliche Identifikationsnummer: ", "Meine Steuer-ID ist ", "IdNr. laut Lohnsteuerbescheinigung: "), v)


@cls("pii", "id_it_cf")
def _(r):
    c, g, f = V.person(r, "it")
    y, m, d = V.birth(r)
    v = V.it_codice_fiscale(r, g, f, y, m, d, r.random() < 0.5)
    return _id(r, "id_it_cf", "it", pick(r, "Codice fiscale: ", "il mio CF è ", "C.F. del titolare: "), v)


@cls("pii", "id_mx_curp")
def _(r):
    y, m, d = V.birth(r)
    return _id(r, "id_mx_curp", "es", pick(r, "CURP: ", "Mi CURP es ", "Clave Única de Registro de Población: "), V.mx_curp(r, y, m, d, r.random() < 0.5))


@cls("pii", "id_cl_ar")
def _(r):
    if r.random() < 0.5:
        return _id(r, "id_cl_ar", "es", pick(r, "RUT: ", "mi RUT es ", "R.U.T. del cliente "), V.cl_rut(r))
    return _id(r, "id_cl_ar", "es", pick(r, "CUIL: ", "Número de CUIL ", "CUIT/CUIL del titular: "), V.ar_cuil(r, r.random() < 0.5))


@cls("pii", "id_ro_hu")
def _(r):
    y, m, d = V.birth(r)
    if r.random() < 0.5:
        return _id(r, "id_ro_hu", "ro", pick(r, "CNP: ", "Codul numeric personal ", "CNP-ul meu este "), V.ro_cnp(r, y, m, d, r.random() < 0.5))
    v = V.hu_taj(r)
    if r.random() < 0.5:
        v = "%s %s %s" % (v[:3], v[3:6], v[6:])
    return _id(r, "id_ro_hu", "hu", pick(r, "TAJ szám: ", "Társadalombiztosítási azonosító jel: "), v)


@cls("pii", "id_gr_ie_at")
def _(r):
    y, m, d = V.birth(r)
    k = r.randrange(3)
    if k == 0:
        return _id(r, "id_gr_ie_at", "el", pick(r, "ΑΜΚΑ: ", "Ο ΑΜΚΑ μου είναι "), V.gr_amka(r, y, m, d))
    if k == 1:
        return _id(r, "id_gr_ie_at", "en", pick(r, "PPS number: ", "my PPSN is "), V.ie_ppsn(r))
    return _id(r, "id_gr_ie_at", "de", pick(r, "Sozialversicherungsnummer: ", "SV-Nummer (e-card): "), V.at_svnr(r, y, m, d))


@cls("pii", "id_cz_no_dk")
def _(r):
    y, m, d = V.birth(r)
    k = r.randrange(3)
    if k == 0:
        return _id(r, "id_cz_no_dk", "cs", pick(r, "Rodné číslo: ", "RČ pojištěnce: "), V.cz_rc(r, y, m, d, r.random() < 0.5))
    if k == 1:
        return _id(r, "id_cz_no_dk", "no", pick(r, "Fødselsnummer: ", "fnr. "), V.no_fnr(r, y, m, d))
    return _id(r, "id_cz_no_dk", "da", pick(r, "CPR-nr.: ", "Mit CPR-nummer er "), "%02d%02d%02d-%s" % (d, m, y % 100, rs(r, 4, DIG)))


@cls("pii", "id_in_aadhaar")
def _(r):
    v = V.in_aadhaar(r)
    if r.random() < 0.3:
        v = v.replace(" ", "")
    return _id(r, "id_in_aadhaar", "en", pick(r, "Aadhaar No.: ", "my aadhar number is ", "UID (Aadhaar): ", "आधार संख्या: "), v, pick(r, "form", "chat"))


@cls("pii", "id_sg_il_jp")
def _(r):
    k = r.randrange(3)
    if k == 0:
        return _id(r, "id_sg_il_jp", "en", pick(r, "NRIC: ", "NRIC/FIN no. "), V.sg_nric(r))
    if k == 1:
        return _id(r, "id_sg_il_jp", "he", pick(r, "מספר תעודת זהות: ", "ת.ז. "), V.il_tz(r))
    return _id(r, "id_sg_il_jp", "ja", pick(r, "個人番号（マイナンバー）：", "マイナンバー "), V.jp_mynumber(r))


@cls("pii", "id_uk_nhs")
def _(r):
    return _id(r, "id_uk_nhs", "en", pick(r, "NHS number: ", "NHS No ", "Patient's NHS no. is "), V.uk_nhs(r), pick(r, "clinical", "form"))


@cls("pii", "id_ru_snils")
def _(r):
    return _id(r, "id_ru_snils", "ru", pick(r, "СНИЛС: ", "Мой СНИЛС ", "страховой номер (СНИЛС) "), V.ru_snils(r))


@cls("pii", "id_us_ssn_itin")
def _(r):
    if r.random() < 0.4:
        return _id(r, "id_us_ssn_itin", "en", pick(r, "ITIN: ", "Taxpayer ID (ITIN) "), V.us_itin(r))
    v = V.us_ssn(r)
    t = r.randrange(3)
    if t == 0:
        return "form", "en", ["W-9 Part I  Social security number  ", ("pii", "id_us_ssn_itin", v.replace("-", " ")), "\n"]
    if t == 1:
        return "chat", "en", ["they asked for my SS# again, it's ", ("pii", "id_us_ssn_itin", v), "\n"]
    return "csv", "en", ["emp_no,ssn,state\n", str(r.randint(100, 999)), ",", ("pii", "id_us_ssn_itin", v), ",OH\n"]


@cls("pii", "id_id_pk")
def _(r):
    y, m, d = V.birth(r)
    if r.random() < 0.5:
        return _id(r, "id_id_pk", "id", pick(r, "NIK: ", "Nomor KTP saya ", "No. NIK (KTP): "), V.id_nik(r, y, m, d, r.random() < 0.5))
    return _id(r, "id_id_pk", "en", pick(r, "CNIC: ", "CNIC No. ", "my NIC is "), V.pk_cnic(r))


@cls("pii", "id_br_cn_g")
def _(r):
    y, m, d = V.birth(r)
    if r.random() < 0.5:
        return "json", "pt", ["{\"cliente\": {\"cpf\": \"", ("pii", "id_br_cn_g", V.br_cpf(r)), "\", \"plano\": \"premium\"}}\n"]
    return _id(r, "id_br_cn_g", "zh", pick(r, "身份证号：", "公民身份号码 "), V.cn_resident(r, y, m, d, r.random() < 0.5))


@cls("pii", "passport_cue_g")
def _(r):
    country = r.choice(["D", "USA", "GBR", "FRA", "IND", "CHN", "ITA", "ESP", "POL", "NLD"])
    num = V.passport_no(r, country)
    lang, cue = {"D": ("de", "Reisepassnummer: "), "USA": ("en", "Passport # "), "GBR": ("en", "passport no. "), "FRA": ("fr", "N° de passeport : "),
                 "IND": ("en", "Passport Number: "), "CHN": ("zh", "护照号码："), "ITA": ("it", "Numero passaporto: "), "ESP": ("es", "Nº de pasaporte: "),
                 "POL": ("pl", "Numer paszportu: "), "NLD": ("nl", "Paspoortnummer: ")}[country]
    if r.random() < 0.4:
        return "booking", lang, ["PNR ", rs(r, 6, UP), " / APIS: DOCS/P/", country, "/", ("pii", "passport_cue_g", num), "/", country, "\n"]
    return "form", lang, [cue, ("pii", "passport_cue_g", num), "\n"]


@cls("pii", "iban_g")
def _(r):
    cc, v = V.iban(r)
    if r.random() < 0.5:
        v = V.group4(v)
    lang, cue = pick(r, ("en", "Please refund to my account "), ("de", "Bitte überweisen Sie auf IBAN "), ("hu", "Bankszámlaszám (IBAN): "),
                     ("ro", "Cont IBAN: "), ("cs", "Číslo účtu (IBAN): "), ("tr", "IBAN numaram: "), ("el", "Αριθμός IBAN: "), ("da", "Kontonummer (IBAN): "))
    return "email", lang, [cue, ("pii", "iban_g", v), "\n"]


@cls("pii", "card_g")
def _(r):
    kind, num = V.card(r)
    v = V.fmt_card(r, num, kind)
    t = r.randrange(4)
    if t == 0:
        return "chat", "en", ["can you charge it to ", ("pii", "card_g", v), " exp ", "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31)), "\n"]
    if t == 1:
        return "log", "en", [ts(r), " ERROR payment: gateway declined pan=", ("pii", "card_g", v), " reason=do_not_honor\n"]
    if t == 2:
        return "ocr", "en", ["Scanned card: ", ("pii", "card_g", v), "  VALID THRU ", "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31)), "\n"]
    return "chat", pick(r, "de", "es"), [pick(r, "Kartennummer: ", "número de tarjeta: "), ("pii", "card_g", v), "\n"]


@cls("pii", "mention_handle_g")
def _(r):
    P = mk("pii", "mention_handle_g")
    c, g, f = V.person(r)
    import unicodedata
    def a(s):
        return "".join(ch for ch in unicodedata.normalize("NFD", s) if unicodedata.category(ch) != "Mn").lower().replace(" ", "").replace("'", "").replace("-", "")
    h = pick(r, "@%s.%s" % (a(g), a(f)), "@%s%s" % (a(g)[0], a(f)), "@%s_%s" % (a(g), a(f)[:3]))
    return pick(r, ("slack", "en", [P(h), " can you look at the failing nightly?\n"]),
                ("github", "en", ["cc ", P(h), " for review, this touches the auth flow\n"]),
                ("teams", "de", ["Danke ", P(h), ", ich übernehme ab hier.\n"]))


@cls("pii", "ip_home_g")
def _(r):
    P = mk("pii", "ip_home_g")
    ip = "%d.%d.%d.%d" % (r.choice([31, 37, 46, 77, 85, 89, 93, 109, 176, 178, 188, 212, 217]), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    t = r.randrange(3)
    if t == 0:
        return "log", "en", [ts(r), " sshd[", str(r.randint(1000, 60000)), "]: Accepted publickey for deploy from ", P(ip), " port ", str(r.randint(30000, 65000)), " ssh2\n"]
    if t == 1:
        return "chat", "en", ["my home IP is ", P(ip), ", can you whitelist it on the firewall?\n"]
    return "log", "en", ["X-Forwarded-For: ", P(ip), "\n"]


# ====================================================================== KEEP
@cls("keep", "api_object_id")
def _(r):
    pre = pick(r, "chatcmpl-", "msg_01", "run_", "req_", "resp_", "asst_", "thread_", "file-", "batch_", "cus_", "evt_", "sub_", "in_", "ft-job-")
    v = pre + V.mixed(r, pick(r, 24, 22, 29))
    return pick(r, ("log", "en", [ts(r), " INFO completion id=", K(v, "api_object_id"), " finish_reason=stop tokens=", str(r.randint(20, 4000)), "\n"]),
                ("chat", "en", ["the failing one is ", K(v, "api_object_id"), ", can you check the server side?\n"]))


@cls("keep", "integrity_hash")
def _(r):
    import base64
    t = r.randrange(3)
    if t == 0:
        v = "sha512-" + base64.b64encode(bytes(r.randrange(256) for _ in range(64))).decode()
        return "lockfile", "en", ["  resolved \"https://registry.yarnpkg.com/ms/-/ms-2.1.3.tgz\"\n  integrity ", K(v, "integrity_hash"), "\n"]
    if t == 1:
        v = "h1:" + base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
        return "go.sum", "en", ["golang.org/x/net v0.31.0 ", K(v, "integrity_hash"), "\n"]
    v = "sha256:" + rs(r, 64, HEX)
    return "requirements", "en", ["requests==2.32.3 \\\n    --hash=", K(v, "integrity_hash"), "\n"]


@cls("keep", "public_key")
def _(r):
    import base64
    t = r.randrange(3)
    if t == 0:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + V.mixed(r, 43, AN + "+/")
        return "file", "en", ["# authorized_keys\n", K(v, "public_key"), " laptop-2024\n"]
    if t == 1:
        v = "age1" + rs(r, 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
        return "config", "en", ["creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: ", K(v, "public_key"), "\n"]
    return "log", "en", ["wg show wg0\ninterface: wg0\n  public key: ", K(V.wireguard_key(r), "public_key"), "\n  listening port: 51820\n"]


@cls("keep", "fingerprint")
def _(r):
    import base64
    if r.random() < 0.5:
        v = "SHA256:" + base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode().rstrip("=")
        return "shell", "en", ["The authenticity of host 'git.example.org' can't be established.\nED25519 key fingerprint is ", K(v, "fingerprint"), ".\n"]
    v = " ".join(rs(r, 4, "0123456789ABCDEF") for _ in range(10))
    return "shell", "en", ["pub   rsa4096 2023-02-11 [SC]\n      ", K(v, "fingerprint"), "\nuid           [ultimate] Release Signing Key\n"]


@cls("keep", "version_4part")
def _(r):
    v = "%d.%d.%d.%d" % (r.randint(1, 30), r.randint(0, 20), r.randint(0, 400), r.randint(0, 9999))
    return pick(r, ("chat", "en", ["after the update to ", K(v, "version_4part"), " the installer crashes on start\n"]),
                ("log", "en", ["Microsoft Edge ", K(v, "version_4part"), " (Official build) (64-bit)\n"]),
                ("xml", "en", ["<AssemblyVersion>", K(v, "version_4part"), "</AssemblyVersion>\n"]))


@cls("keep", "quantity_unit")
def _(r):
    v = pick(r, "%dMi" % r.choice([128, 256, 512, 768]), "%dGi" % r.randint(1, 64), "%dm" % r.choice([100, 250, 500]), "%dKi" % r.choice([512, 1024]))
    return "yaml", "en", ["resources:\n  limits:\n    memory: ", K(v, "quantity_unit"), "\n    cpu: ", K(pick(r, "500m", "1", "2"), "quantity_unit"), "\n"]


@cls("keep", "http_status")
def _(r):
    v = pick(r, "502 Bad Gateway", "503 Service Unavailable", "504 Gateway Timeout", "429 Too Many Requests", "401 Unauthorized", "413 Payload Too Large", "418 I'm a teapot")
    return pick(r, ("chat", "en", ["since 9am the checkout returns ", K(v, "http_status"), " for about a third of requests\n"]),
                ("log", "en", ["upstream responded ", K(v, "http_status"), " while reading response header from upstream\n"]),
                ("chat", "de", ["Wir bekommen seit heute früh ", K(v, "http_status"), " vom Load Balancer.\n"]))


@cls("keep", "error_name")
def _(r):
    v = pick(r, "OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "ECONNRESET", "ETIMEDOUT", "NullPointerException", "SIGSEGV", "DeadlineExceeded",
             "ConcurrentModificationException", "ERR_CERT_AUTHORITY_INVALID", "EADDRINUSE", "IndexError", "KeyError")
    return pick(r, ("log", "en", ["pod/api-", rs(r, 5, LOW + DIG), " terminated: reason=", K(v, "error_name"), " exitCode=137\n"]),
                ("chat", "en", ["still getting ", K(v, "error_name"), " after the rollback, any ideas?\n"]))


@cls("keep", "example_key")
def _(r):
    v = pick(r, "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
             "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-not-a-real-token-this-will-not-work", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
    return "docs", "en", ["For example, set the variable to ", K(v, "example_key"), " (the placeholder from the vendor docs) and replace it with your own.\n"]


@cls("keep", "product_name")
def _(r):
    v = pick(r, "Otto", "Luigi", "Jarvis", "Watson", "Alexa", "Siri", "Cortana", "Claude", "Gemini", "Copilot", "Marvin", "Hudson", "Sherlock")
    return pick(r, ("chat", "en", ["we plugged ", K(v, "product_name"), " into the helpdesk and the bot now answers tier-1 questions\n"]),
                ("log", "en", ["integration=", K(v, "product_name"), " status=connected latency_ms=", str(r.randint(20, 900)), "\n"]),
                ("chat", "de", ["Die Anbindung an ", K(v, "product_name"), " (der Sprachassistent) ist seit dem Update kaputt.\n"]))


@cls("keep", "trace_uuid")
def _(r):
    v = V.postmark(r)
    if r.random() < 0.5:
        return "log", "en", [ts(r), " ERROR request failed trace_id=", K(v, "trace_uuid"), " status=500\n"]
    tp = "00-%s-%s-01" % (rs(r, 32, HEX), rs(r, 16, HEX))
    return "http", "en", ["traceparent: ", K(tp, "trace_uuid"), "\nx-request-id: ", K(v, "trace_uuid"), "\n"]


@cls("keep", "git_sha")
def _(r):
    v = rs(r, 40, HEX) if r.random() < 0.5 else rs(r, 7, HEX)
    return pick(r, ("chat", "en", ["reverted in ", K(v, "git_sha"), ", please redeploy\n"]),
                ("ci", "en", ["HEAD is now at ", K(v, "git_sha"), " chore: bump deps\n"]))


@cls("keep", "tracking_ref")
def _(r):
    t = r.randrange(3)
    if t == 0:
        v = "1Z" + rs(r, 6, UP + DIG) + rs(r, 10, DIG)
    elif t == 1:
        v = pick(r, "LH", "BA", "AF", "KL", "TK", "LX") + str(r.randint(100, 9999))
    else:
        v = pick(r, "INC", "CHG", "RITM") + str(r.randint(10 ** 6, 10 ** 7))
    return pick(r, ("chat", "en", ["reference for this one: ", K(v, "tracking_ref"), "\n"]),
                ("email", "en", ["Your parcel/flight/ticket ", K(v, "tracking_ref"), " has been updated.\n"]))


@cls("keep", "cve_rfc_id")
def _(r):
    v = pick(r, "CVE-%d-%d" % (r.randint(2019, 2026), r.randint(1000, 49999)), "RFC %d" % r.choice([6749, 7519, 9110, 8446, 5321]), "GHSA-%s-%s-%s" % (rs(r, 4, "23456789cfghjmpqrvwx"), rs(r, 4, "23456789cfghjmpqrvwx"), rs(r, 4, "23456789cfghjmpqrvwx")))
    return "chat", "en", ["this is tracked as ", K(v, "cve_rfc_id"), ", patch is in the next release\n"]


@cls("keep", "timestamp_port")
def _(r):
    t = r.randrange(2)
    if t == 0:
        return "log", "en", ["listening on 0.0.0.0:", K(str(r.choice([5432, 6379, 8080, 9090, 27017, 15672])), "timestamp_port"), "\n"]
    return "log", "en", ["job finished at ", K(ts(r), "timestamp_port"), " duration=", str(r.randint(2, 900)), "s\n"]


@cls("keep", "hex_color_coords")
def _(r):
    if r.random() < 0.5:
        v = "#" + rs(r, 6, "0123456789abcdef")
        return "css", "en", [".btn-primary { background: ", K(v, "hex_color_coords"), "; border-radius: 4px; }\n"]
    v = "%d.%04d" % (r.randint(1, 60), r.randint(0, 9999))
    return "log", "en", ["geo lookup: datacenter lat=", K(v, "hex_color_coords"), " region=eu-west\n"]


# ====================================================================== CLEAN
CLEAN = []


def clean(fn):
    CLEAN.append(fn)
    return fn


@clean
def _(r):
    return "docs", "en", ["Passwords must be at least 14 characters long and must not contain your username. You will be asked to change your password every 180 days.\n"]


@clean
def _(r):
    return "docs", pick(r, "de", "fr", "es"), [pick(r, "Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.\n",
                                                       "Le mot de passe doit contenir au moins 12 caractères, dont un chiffre.\n",
                                                       "La contraseña debe tener al menos 12 caracteres e incluir un número.\n")]


@clean
def _(r):
    return "yaml", "en", ["env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-auth\n        key: password\n  - name: GOMEMLIMIT\n    value: \"", K("900MiB", "quantity_unit"), "\"\n"]


@clean
def _(r):
    return "ci", "en", ["- run: ./deploy.sh\n  env:\n    API_TOKEN: ${{ secrets.API_TOKEN }}\n    REGISTRY_PASSWORD: ${{ secrets.REGISTRY_PASSWORD }}\n"]


@clean
def _(r):
    return "ansible", "en", ["- name: create db user\n  community.postgresql.postgresql_user:\n    name: app\n    password: \"{{ vault_app_db_password }}\"\n"]


@clean
def _(r):
    return "log", "en", [ts(r), " INFO auth: login succeeded user_id=", str(r.randint(1000, 99999)), " method=password mfa=totp duration_ms=", str(r.randint(20, 400)), "\n"]


@clean
def _(r):
    return "log", "en", [ts(r), " WARN http: upstream ", K(pick(r, "502 Bad Gateway", "504 Gateway Timeout"), "http_status"), " trace_id=", K(V.postmark(r), "trace_uuid"), " retry=2\n"]


@clean
def _(r):
    return "shell", "en", ["$ kubectl get pods -n payments\nNAME                        READY   STATUS             RESTARTS   AGE\napi-", rs(r, 10, LOW + DIG), "-", rs(r, 5, LOW + DIG),
                           "   0/1     ", K(pick(r, "CrashLoopBackOff", "OOMKilled"), "error_name"), "   ", str(r.randint(3, 40)), "         ", str(r.randint(2, 50)), "m\n"]


@clean
def _(r):
    return "env", "en", ["POSTGRES_PASSWORD_FILE=/run/secrets/pg_password\nPOSTGRES_USER=app\nPOSTGRES_DB=orders\n"]


@clean
def _(r):
    return "http", "en", ["HTTP/1.1 ", K("401 Unauthorized", "http_status"), "\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\"\nContent-Length: 0\n"]


@clean
def _(r):
    return "chat", "en", ["I forgot my password again, where is the reset link? The page just says 'token expired'.\n"]


@clean
def _(r):
    return "git", "en", ["commit ", K(rs(r, 40, HEX), "git_sha"), "\n\n    build: bump version to ", K("%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 99), r.randint(100, 9999)), "version_4part"), "\n"]


@clean
def _(r):
    return "lockfile", "en", ["\"node_modules/ms\": {\n  \"version\": \"2.1.3\",\n  \"integrity\": \"", K("sha512-" + __import__("base64").b64encode(bytes(r.randrange(256) for _ in range(64))).decode(), "integrity_hash"), "\"\n}\n"]


@clean
def _(r):
    return "chat", "en", ["the ", K(pick(r, "Otto", "Jarvis", "Watson", "Luigi"), "product_name"), " bot summarised ", str(r.randint(3, 90)), " tickets overnight, all tagged billing\n"]


@clean
def _(r):
    return "sql", "en", ["EXPLAIN ANALYZE SELECT id, status FROM orders WHERE created_at > now() - interval '1 day';\n Seq Scan on orders  (cost=0.00..", str(r.randint(100, 9000)), ".00 rows=", str(r.randint(10, 900)), " width=12)\n"]


@clean
def _(r):
    return "log", "en", [ts(r), " DEBUG openai: POST /v1/chat/completions 200 id=", K("chatcmpl-" + V.mixed(r, 29), "api_object_id"), " model=gpt-4o-mini\n"]


@clean
def _(r):
    return "docs", "en", ["To rotate the key, run `vault write -f transit/keys/app/rotate`; the old versions stay available for decryption.\n"]


@clean
def _(r):
    return "chat", pick(r, "pt", "it", "nl"), [pick(r, "alguém sabe por que o deploy de ontem demorou tanto?\n", "qualcuno sa perché il deploy di ieri è stato così lento?\n", "weet iemand waarom de deploy gisteren zo traag was?\n")]


@clean
def _(r):
    return "shell", "en", ["$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ", K("SHA256:" + __import__("base64").b64encode(bytes(r.randrange(256) for _ in range(32))).decode().rstrip("="), "fingerprint"), " (ED25519)\n"]


@clean
def _(r):
    return "config", "en", ["[database]\nhost = db.internal\nport = ", K("5432", "timestamp_port"), "\nuser = app\npassword = ${DB_PASSWORD}\n"]


@clean
def _(r):
    return "metrics", "en", ["p50=", str(r.randint(10, 90)), "ms p99=", str(r.randint(100, 900)), "ms err_rate=0.", str(r.randint(1, 9)), "% rps=", str(r.randint(100, 9000)), "\n"]


@clean
def _(r):
    return "chat", "ja", ["パスワードを忘れた場合は、ログイン画面の「パスワードを再設定」から手続きしてください。\n"]


@clean
def _(r):
    return "chat", "zh", ["请不要在群里发送密码或验证码，客服不会向您索要这些信息。\n"]


@clean
def _(r):
    return "docs", "ru", ["Пароль должен содержать не менее 10 символов; менять его нужно раз в 90 дней.\n"]


@clean
def _(r):
    return "docs", "pl", ["Hasło musi mieć co najmniej 12 znaków. Nie udostępniaj go nikomu, także pracownikom działu IT.\n"]


@clean
def _(r):
    return "docs", "tr", ["Şifrenizi kimseyle paylaşmayın; destek ekibimiz asla şifrenizi sormaz.\n"]


@clean
def _(r):
    return "docs", "hu", ["A jelszónak legalább 12 karakterből kell állnia, és nem tartalmazhatja a felhasználónevet.\n"]


@clean
def _(r):
    return "shell", "en", ["$ docker images --digests\nREPOSITORY   TAG       DIGEST\nnginx        1.27      ", K("sha256:" + rs(r, 64, HEX), "integrity_hash"), "\n"]


@clean
def _(r):
    return "log", "en", [ts(r), " INFO stripe: webhook ", K("evt_" + V.mixed(r, 24), "api_object_id"), " type=invoice.paid livemode=true\n"]


@clean
def _(r):
    return "yaml", "en", ["resources:\n  requests:\n    cpu: ", K("250m", "quantity_unit"), "\n    memory: ", K("%dMi" % r.choice([256, 384, 512]), "quantity_unit"), "\n"]


@clean
def _(r):
    return "chat", "en", ["heads up: ", K(pick(r, "CVE-2024-3094", "CVE-2021-44228", "CVE-2023-44487"), "cve_rfc_id"), " affects the base image, rebuilding tonight\n"]


@clean
def _(r):
    return "config", "en", ["[Peer]\nPublicKey = ", K(V.wireguard_key(r), "public_key"), "\nAllowedIPs = 10.13.13.0/24\nPersistentKeepalive = 25\n"]


@clean
def _(r):
    return "docs", "en", ["Set `AWS_ACCESS_KEY_ID` to ", K("AKIAIOSFODNN7EXAMPLE", "example_key"), " in the tutorial sandbox; real keys come from your IAM console.\n"]


# ====================================================================== WRAPPERS (no personal data, no secrets)
WRAP_PRE = ["[#support-escalations] ", "> ", "---------- Forwarded message ---------\n", "[2026-11-30 14:02] ", "Ticket INC0481123 (imported)\n",
            "<!-- pasted from the incident doc -->\n", "Zendesk note (internal):\n", "```\n", "Transcript (auto-generated, may contain errors)\n",
            "Re: Re: Aw: ", "Log excerpt attached by customer:\n", "** Slack export, channel #ops **\n", "Gesendet von meinem iPhone\n"]
WRAP_POST = ["```\n", "\n-- \nSent from mobile, sorry for typos", "\n[end of excerpt]", "\n(1 attachment: screenshot.png)", "\n👍 2  👀 1", "\n> quoted text hidden"]
