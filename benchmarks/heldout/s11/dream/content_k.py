# -*- coding: utf-8 -*-
"""Hand-written content for blind dreaming split "k".

Each session: dict(day=<offset from the user's start>, topic=..., msgs=[user, assistant, user, assistant, ...],
ev=[rule keys this session is evidence for]).  Messages alternate, starting with the user.
"""

# ---------------------------------------------------------------------------------------------
# Rule users
# ---------------------------------------------------------------------------------------------
RULE_USERS = [
    # 1. Korean online bookstore seller: replies in Korean (nameable) + polite/formal speech (not nameable)
    dict(
        tenant="sogeum-books", user="jiwoo.han", start=3,
        rules={
            "ko": dict(concept="language", value="Korean", rule="Reply in Korean", kind="preference",
                       nameable=True),
            "jondaetmal": dict(concept="polite_speech", value="존댓말 (formal polite register)",
                               rule="Address the user in formal polite Korean (존댓말), never 반말",
                               kind="correction", nameable=False),
        },
        sessions=[
            dict(day=0, topic="ISBN 중복 등록 오류", ev=["ko"], msgs=[
                "ISBN을 입력하면 '이미 등록된 상품'이라고 나와요. 새 판본인데 어떻게 등록하죠?",
                "For a new edition you need to create a separate listing with the edition field filled in. Go to Products > Add > 'New edition of an existing title'.",
                "한국어로 답해 주세요. 영어는 읽기가 힘들어요. 그리고 판본 입력란은 정확히 어디 있나요?",
                "죄송합니다. 상품 > 등록 > '기존 도서의 새 판본'을 누르시면 판본 입력란이 나옵니다.",
            ]),
            dict(day=9, topic="월 정산 지연", ev=["ko", "jondaetmal"], msgs=[
                "안녕하세요. 지난번처럼 한국어로, 그리고 존댓말로 부탁드려요. 이번 달 정산금이 아직 안 들어왔어요.",
                "정산은 매월 15일에 진행돼. 은행 점검이 있으면 하루 정도 늦어질 수 있어.",
                "반말은 좀 불편하네요. 존댓말로 해 주세요. 그리고 오늘이 벌써 17일인데요?",
                "불편을 드려 죄송합니다. 15일이 지났다면 정산 내역 화면에서 보류 사유를 확인해 주시겠어요?",
            ]),
            dict(day=17, topic="출판사별 묶음 배송비", ev=["jondaetmal"], msgs=[
                "묶음 배송비를 설정하고 싶어요. 같은 출판사 책끼리만 묶이게요.",
                "묶음배송 그룹 만들면 돼. 설정 > 배송 > 묶음 그룹 추가, 거기서 출판사 조건 걸면 끝이야.",
                "또 반말이시네요. 고객한테 말하듯이 정중하게 말씀해 주셨으면 해요.",
                "죄송합니다. 설정 > 배송 > 묶음 그룹 추가에서 출판사 조건을 지정하시면 됩니다.",
            ]),
            dict(day=21, topic="도서 카테고리 변경", ev=[], msgs=[
                "아동 도서를 청소년 카테고리로 옮기려면 어떻게 하나요?",
                "상품 수정 화면에서 카테고리를 '청소년 > 소설'로 바꾸신 뒤 저장하시면 됩니다. 반영까지 한 시간 정도 걸립니다.",
                "알겠습니다, 감사합니다.",
                "도움이 되어 다행입니다.",
            ]),
            dict(day=26, topic="반품 안내 문구 작성", ev=["ko"], msgs=[
                "반품 안내 문구를 새로 쓰려고 하는데 예시 좀 보여 주실래요?",
                "네, 예시입니다: '수령 후 7일 이내 미개봉 도서에 한해 반품이 가능합니다.'",
                "좋네요. 아, 그리고 앞으로도 계속 한국어로만 답변해 주세요. 지난주 답변이 영어로 와서 직원들이 헷갈려 했거든요. 파손 도서는 어떻게 쓰면 될까요?",
                "'배송 중 파손된 도서는 사진 확인 후 무료로 교환해 드립니다.'처럼 쓰시면 됩니다.",
            ]),
            dict(day=34, topic="악성 리뷰 신고 절차", ev=["ko"], msgs=[
                "악성 리뷰를 신고하고 싶은데 절차가 어떻게 되나요?",
                "Open Reviews, click the three dots next to the review and choose 'Report'. We check reports within 3 business days.",
                "영어 말고 우리말로요. 몇 번째 말씀드리는 건지 모르겠네요.",
                "죄송합니다. 리뷰 관리에서 점 세 개를 누르고 '신고'를 선택하시면 영업일 기준 3일 안에 검토됩니다.",
            ]),
            dict(day=40, topic="송장 번호 엑셀 일괄 입력", ev=["jondaetmal"], msgs=[
                "송장 번호를 엑셀로 한 번에 올릴 수 있나요?",
                "네, 주문 관리 > 일괄 발송에서 양식을 내려받아 채우신 뒤 업로드하시면 됩니다.",
                "감사합니다. 이렇게 존댓말로 답해 주시니까 훨씬 낫네요, 계속 이렇게 부탁드려요. 양식에 택배사 코드도 넣어야 하나요?",
                "네, 택배사 코드 열이 있으니 목록에서 골라 넣어 주시면 됩니다.",
            ]),
        ]),
    # 2. Arabic car rental customer: contact by phone (nameable)
    dict(
        tenant="wadi-cars", user="a.mansour", start=10,
        rules={"phone": dict(concept="contact_channel", value="phone",
                             rule="Contact the user by phone call, not email", kind="preference", nameable=True)},
        sessions=[
            dict(day=0, topic="تمديد حجز السيارة", ev=["phone"], msgs=[
                "أريد تمديد حجز السيارة يومين إضافيين، رقم الحجز 48213.",
                "تم إرسال نموذج التمديد إلى بريدك الإلكتروني، يرجى توقيعه وإعادته إلينا.",
                "أنا لا أفتح الإيميل تقريباً. اتصلوا بي على الهاتف بدلاً من ذلك، أسهل لي بكثير.",
                "حسناً، سيتصل بك أحد الموظفين خلال ساعة لإتمام التمديد.",
            ]),
            dict(day=8, topic="خصم مكرر من البطاقة", ev=["phone"], msgs=[
                "كالعادة، إذا احتجتم شيئاً مني كلموني تلفونياً. تم خصم قيمة الفاتورة مرتين من بطاقتي.",
                "نعتذر عن ذلك. سنرسل لك تفاصيل الاسترداد عبر البريد الإلكتروني خلال يومين.",
                "قلت لكم الهاتف وليس البريد. هل يمكن أن يتصل بي أحد اليوم؟",
                "بالتأكيد، سيتصل بك قسم المحاسبة اليوم قبل الساعة الخامسة.",
            ]),
            dict(day=14, topic="مكان الاستلام في المطار", ev=[], msgs=[
                "أين أستلم السيارة في مطار الملكة علياء؟",
                "مكتبنا في صالة القادمين، بجانب مكاتب الصرافة. بعد الساعة الحادية عشرة ليلاً يكون الاستلام من موقف السيارات رقم ٣.",
                "شكراً.",
                "على الرحب والسعة.",
            ]),
            dict(day=19, topic="إضافة مقعد أطفال", ev=["phone"], msgs=[
                "هل يمكن إضافة مقعد أطفال للحجز القادم؟",
                "نعم، أضفناه إلى حجزك بتكلفة ٥ دنانير يومياً.",
                "ممتاز. وبالمناسبة، أي تأكيد أو سؤال بخصوص الحجوزات الأفضل أن يكون بمكالمة، لا رسائل. هل المقعد مناسب لطفل عمره سنتان؟",
                "نعم، المقعد مناسب من عمر ٩ أشهر حتى ٤ سنوات.",
            ]),
            dict(day=30, topic="خدش في الباب الخلفي", ev=["phone"], msgs=[
                "صار خدش بسيط في الباب الخلفي، ماذا أفعل؟",
                "يرجى تعبئة نموذج الأضرار الذي أرسلناه إلى بريدك وإرفاق صور الخدش.",
                "مرة ثانية إيميل! رجاءً رنّوا عليّ، أشرح لكم الموضوع في دقيقتين.",
                "حاضر، سيتصل بك موظف التأمين خلال نصف ساعة.",
            ]),
        ]),
    # 3. Finnish forestry machinery customer: short answers (nameable)
    dict(
        tenant="kuusi-kone", user="t.virtanen", start=0,
        rules={"short": dict(concept="answer_style", value="short",
                             rule="Keep answers short: the answer only, no background", kind="preference",
                             nameable=True)},
        sessions=[
            dict(day=0, topic="teräketjun saatavuus", ev=["short"], msgs=[
                "Mistä näen, onko harvesterin teräketju varastossa?",
                "Hyvä kysymys! Saatavuuden voi tarkistaa usealla tavalla. Ensinnäkin jokaisella tuotesivulla on saatavuusmerkintä, joka päivittyy kerran tunnissa. Toiseksi voit katsoa tilaushistoriasta, milloin olet viimeksi tilannut saman ketjun ja mistä varastosta se toimitettiin. Kolmanneksi myyntimme auttaa puhelimitse arkisin. Lisäksi kannattaa muistaa, että talvikaudella toimitusajat voivat venyä, koska kysyntä kasvaa ja osa tavarasta tulee Ruotsin keskusvarastosta.",
                "Liian pitkä. Lyhyesti riittää, en ehdi lukea romaaneja metsässä.",
                "Tuotesivulla vihreä pallo = varastossa.",
            ]),
            dict(day=7, topic="rahtimaksu laskussa", ev=["short"], msgs=[
                "Lyhyt vastaus kiitos, yksi tai kaksi lausetta. Miksi laskussa on rahtimaksu, vaikka tilaus oli yli 500 euroa?",
                "Ilmainen rahti koskee vain normaalitoimitusta; valitsit pikatoimituksen.",
                "Selvä.",
                "Hyvää päivänjatkoa.",
            ]),
            dict(day=20, topic="sahalaipan takuu", ev=["short"], msgs=[
                "Kuinka pitkä takuu on uudella sahalaipalla?",
                "Takuuehdoissamme on useita osia. Valmistajan takuu kattaa materiaali- ja valmistusviat, mutta ei normaalia kulumista. Takuun pituus riippuu siitä, onko laippa ostettu yksityis- vai yritysasiakkaana, ja lisäksi rekisteröinti verkkopalvelussa voi pidentää takuuta. Takuuta haettaessa tarvitaan ostokuitti, laipan sarjanumero ja kuvaus viasta. Suosittelemme myös säilyttämään huoltokirjan.",
                "Taas tuli seinällinen tekstiä. Pelkkä vastaus, ei taustoja.",
                "12 kuukautta.",
            ]),
            dict(day=26, topic="verkkokaupan salasana", ev=[], msgs=[
                "En pääse kirjautumaan verkkokauppaan.",
                "Paina 'Unohditko salasanan', niin saat vaihtolinkin sähköpostiin.",
                "Toimi.",
                "Hienoa.",
            ]),
            dict(day=33, topic="väärän ketjun palautus", ev=["short"], msgs=[
                "Voinko palauttaa väärän ketjun?",
                "Voit, 30 päivän sisällä avaamattomana.",
                "Just noin, tällaisia napakoita vastauksia jatkossakin. Saako palautuslapun netistä?",
                "Saa: Omat tilaukset > Palauta.",
            ]),
            dict(day=45, topic="tilauksen 7781 toimitusaika", ev=["short"], msgs=[
                "Milloin tilaus 7781 tulee?",
                "Tilauksesi 7781 on käsittelyssä keskusvarastollamme. Se kerätään ja pakataan tavallisesti yhden tai kahden arkipäivän kuluessa, minkä jälkeen se luovutetaan kuljetusliikkeelle. Kuljetusliike toimittaa sen sinun alueellesi reittiaikataulunsa mukaisesti, ja saat seurantakoodin tekstiviestillä heti kun lähetys on matkalla.",
                "Tiivistä. Päivämäärä riittää.",
                "Torstaina 11.6.",
            ]),
        ]),
    # 4. Vietnamese bakery chain owner: detailed step-by-step answers (nameable)
    dict(
        tenant="banh-ngot-saigon", user="n.thao", start=6,
        rules={"detailed": dict(concept="answer_style", value="detailed",
                                rule="Give detailed, step-by-step instructions", kind="preference", nameable=True)},
        sessions=[
            dict(day=0, topic="máy in hóa đơn chi nhánh 2", ev=["detailed"], msgs=[
                "Máy in hóa đơn ở chi nhánh 2 không in được. Làm sao bây giờ?",
                "Khởi động lại máy in.",
                "Ngắn quá, chị không rành máy móc. Em hướng dẫn chi tiết từng bước giúp chị được không?",
                "Dạ được ạ. Bước 1: tắt máy in bằng nút nguồn phía sau. Bước 2: rút dây USB ra, chờ 10 giây rồi cắm lại. Bước 3: bật máy in, chờ đèn xanh. Bước 4: trên máy tính bán hàng, vào Cài đặt > Máy in và bấm 'In thử'.",
            ]),
            dict(day=10, topic="nhập kho bột mì", ev=["detailed"], msgs=[
                "Như mọi lần, chị cần hướng dẫn cụ thể từng bước nhé. Làm sao nhập lô bột mì mới vào kho?",
                "Dạ. Bước 1: vào mục Kho > Nhập hàng. Bước 2: chọn nhà cung cấp. Bước 3: nhập số lượng và hạn sử dụng của lô. Bước 4: bấm Lưu, rồi kiểm tra tồn kho ở mục Báo cáo.",
                "Cảm ơn em, dễ hiểu lắm.",
                "Dạ, không có gì ạ.",
            ]),
            dict(day=17, topic="giờ làm việc của bộ phận hỗ trợ", ev=[], msgs=[
                "Bên em hỗ trợ đến mấy giờ?",
                "Dạ, tổng đài hỗ trợ từ 7 giờ sáng đến 10 giờ tối, cả thứ bảy và chủ nhật ạ.",
                "Ok.",
                "Dạ.",
            ]),
            dict(day=24, topic="khuyến mãi combo bánh mì cà phê", ev=["detailed"], msgs=[
                "Tạo chương trình giảm giá combo bánh mì + cà phê thế nào?",
                "Vào Khuyến mãi > Tạo mới > Combo.",
                "Vậy thôi à? Giải thích kỹ hơn đi, mỗi bước bấm vào đâu, điền gì. Lần nào chị cũng phải nhắc.",
                "Dạ xin lỗi chị. Bước 1: vào Khuyến mãi > Tạo mới. Bước 2: chọn loại 'Combo'. Bước 3: thêm món 'Bánh mì thịt' và 'Cà phê sữa'. Bước 4: nhập giá combo, ví dụ 45.000đ. Bước 5: chọn ngày bắt đầu, ngày kết thúc và các chi nhánh áp dụng. Bước 6: bấm Kích hoạt.",
            ]),
            dict(day=38, topic="xuất báo cáo doanh thu tháng", ev=["detailed"], msgs=[
                "Xuất báo cáo doanh thu tháng ra Excel được không em?",
                "Dạ được. Bước 1: vào Báo cáo > Doanh thu. Bước 2: chọn tháng. Bước 3: bấm nút 'Xuất Excel' ở góc phải. Bước 4: mở file trong thư mục Tải xuống.",
                "Hay quá, cứ giải thích đầy đủ như vậy cho chị, đừng rút gọn. Báo cáo có tách theo chi nhánh được không?",
                "Dạ được ạ: ở bước 2, chị chọn thêm 'Theo chi nhánh' trong ô Nhóm theo, rồi làm tiếp bước 3 và 4 như trên.",
            ]),
        ]),
    # 5. Ukrainian food bank coordinator: Ukrainian, not Russian (nameable)
    dict(
        tenant="kolos-foodbank", user="m.kovalenko", start=14,
        rules={"uk": dict(concept="language", value="Ukrainian",
                          rule="Reply in Ukrainian (not Russian)", kind="correction", nameable=True)},
        sessions=[
            dict(day=0, topic="графік волонтерів на суботу", ev=["uk"], msgs=[
                "Як додати нового волонтера до графіка на суботу?",
                "Откройте раздел «Смены», выберите субботу и нажмите «Добавить волонтёра».",
                "Будь ласка, відповідайте українською, а не російською. І де саме ця кнопка?",
                "Вибачте. Відкрийте розділ «Зміни», оберіть суботу й натисніть «Додати волонтера» праворуч угорі.",
            ]),
            dict(day=12, topic="звіт про видачі для донора", ev=["uk"], msgs=[
                "Пишу українською і прошу так само відповідати. Потрібен звіт про видані продуктові набори за травень для донора.",
                "Звіти > Видачі > оберіть травень > Експорт у PDF.",
                "Дякую.",
                "Будь ласка.",
            ]),
            dict(day=22, topic="SMS-розсилка отримувачам", ev=["uk"], msgs=[
                "Чому отримувачі не отримали SMS про видачу в четвер?",
                "Проверьте баланс SMS-шлюза в настройках: при нулевом балансе рассылка ставится на паузу.",
                "Знову російською. Мені потрібна українська мова, це для нас принципово.",
                "Перепрошую. Перевірте баланс SMS-шлюзу в Налаштуваннях: коли баланс нульовий, розсилка стає на паузу.",
            ]),
            dict(day=30, topic="друк етикеток", ev=[], msgs=[
                "Принтер етикеток друкує порожні наклейки.",
                "Найчастіше це неправильний розмір етикетки. Встановіть 58×40 мм у налаштуваннях друку й повторіть.",
                "Допомогло, дякую.",
                "Радий допомогти.",
            ]),
            dict(day=41, topic="списання простроченої партії", ev=["uk"], msgs=[
                "Як позначити партію консервів як прострочену?",
                "Склад > Партії > оберіть партію > «Позначити як прострочену».",
                "Добре. І прохання: надалі тільки українською, і в автоматичних листах теж. А списати її можна одразу?",
                "Так, після позначення з'явиться кнопка «Списати».",
            ]),
        ]),
    # 6. Danish library: ISO dates (nameable) + semicolons in spreadsheet formulas (not nameable)
    dict(
        tenant="egebjerg-bibliotek", user="l.madsen", start=20,
        rules={
            "iso": dict(concept="date_format", value="ISO 8601 (YYYY-MM-DD)",
                        rule="Write dates as YYYY-MM-DD", kind="correction", nameable=True),
            "semicolon": dict(concept="formula_separator", value="semicolon",
                              rule="Write spreadsheet formulas with semicolons between arguments (Danish LibreOffice)",
                              kind="correction", nameable=False),
        },
        sessions=[
            dict(day=0, topic="udlånsstatistik uge 14", ev=["iso"], msgs=[
                "Kan du lave en oversigt over udlån i uge 14?",
                "Udlån 03/30/2026–04/05/2026: 1.204 bøger, 311 lydbøger og 87 film.",
                "Skriv datoerne som 2026-03-30, ikke på amerikansk. Det er det format, vi bruger i alle rapporter.",
                "Selvfølgelig: 2026-03-30 – 2026-04-05: 1.204 bøger, 311 lydbøger og 87 film.",
            ]),
            dict(day=6, topic="formel for forsinkede afleveringer", ev=["semicolon"], msgs=[
                "Hvordan tæller jeg antallet af forsinkede afleveringer i regnearket?",
                "Brug =COUNTIF(D2:D500, \"forsinket\").",
                "Vi bruger LibreOffice på dansk, der skal der være semikolon mellem argumenterne. Kommaet giver bare Fejl:508.",
                "Så bliver det =COUNTIF(D2:D500; \"forsinket\").",
            ]),
            dict(day=15, topic="arrangementer i maj", ev=["iso"], msgs=[
                "Datoer i ÅÅÅÅ-MM-DD som sidst. Hvilke arrangementer har vi i maj?",
                "2026-05-06 Forfatteraften, 2026-05-13 Lego-klub, 2026-05-27 Strikkecafé.",
                "Tak.",
                "Selv tak.",
            ]),
            dict(day=20, topic="trådløst net for lånere", ev=[], msgs=[
                "Lånerne kan ikke komme på det trådløse net i børneafdelingen.",
                "Adgangspunktet i børneafdelingen er nede. Genstart det fra administrationssiden under Netværk > Enheder.",
                "Det virker igen.",
                "Godt at høre.",
            ]),
            dict(day=23, topic="ældste reservering per afdeling", ev=["semicolon"], msgs=[
                "Jeg skal bruge en formel, der finder den ældste reservering for afdeling Vest.",
                "=MINIFS(B2:B300, C2:C300, \"Vest\")",
                "Igen kommaer. Semikolon, tak, ellers brokker Calc sig.",
                "=MINIFS(B2:B300; C2:C300; \"Vest\")",
            ]),
            dict(day=31, topic="udsendelse af rykkere", ev=["iso"], msgs=[
                "Hvornår blev rykkerne sendt ud i april?",
                "Rykkerne blev sendt 4/15/26 og 4/29/26.",
                "Hvorfor står det igen som måned/dag? År-måned-dag, altså 2026-04-15, tak.",
                "Undskyld: 2026-04-15 og 2026-04-29.",
            ]),
            dict(day=40, topic="sum af gebyrer i marts", ev=["semicolon"], msgs=[
                "Kan du lave en formel, der lægger gebyrerne for marts sammen?",
                "=SUMIFS(E2:E900; A2:A900; \">=2026-03-01\"; A2:A900; \"<=2026-03-31\")",
                "Perfekt, sådan med semikolon skal det altid være hos os. Kan den også kun tage voksne lånere?",
                "Ja, tilføj ; F2:F900; \"voksen\" før den sidste parentes.",
            ]),
        ]),
    # 7. Vietnamese salon chain manager: address her as "chị" (not nameable)
    dict(
        tenant="lotus-nails", user="h.linh", start=25,
        rules={"chi": dict(concept="form_of_address", value="chị",
                           rule="Address the user as \"chị\" (she is a woman), not \"anh\"", kind="correction",
                           nameable=False)},
        sessions=[
            dict(day=0, topic="lịch hẹn bị trùng thợ", ev=["chi"], msgs=[
                "Sao hệ thống cho 2 khách đặt cùng 1 thợ lúc 3 giờ chiều?",
                "Dạ anh kiểm tra giúp em phần cài đặt 'Cho phép đặt chồng lịch' nhé.",
                "Tôi là nữ, gọi tôi là chị chứ không phải anh. Cài đặt đó nằm ở đâu?",
                "Dạ em xin lỗi chị. Chị vào Cài đặt > Lịch hẹn và bỏ chọn 'Cho phép đặt chồng lịch' ạ.",
            ]),
            dict(day=11, topic="tin nhắn nhắc lịch gửi trễ", ev=["chi"], msgs=[
                "Tin nhắn nhắc lịch cho khách gửi trễ cả tiếng.",
                "Dạ anh ơi, có thể mục 'Gửi nhắc trước' đang để 2 tiếng thay vì 3 tiếng ạ.",
                "Lại 'anh'. Xưng hô với tôi là chị nhé, nói mấy lần rồi.",
                "Dạ em xin lỗi chị. Chị vào Tin nhắn > Nhắc lịch và chọn 'Gửi nhắc trước 3 tiếng' ạ.",
            ]),
            dict(day=18, topic="đổi mật khẩu quản trị", ev=[], msgs=[
                "Chị muốn đổi mật khẩu tài khoản quản trị.",
                "Dạ chị vào Hồ sơ > Bảo mật > Đổi mật khẩu ạ.",
                "Xong rồi, cảm ơn em.",
                "Dạ không có gì ạ.",
            ]),
            dict(day=25, topic="thẻ tích điểm không đổi quà được", ev=["chi"], msgs=[
                "Em ơi, chị hỏi chút, mà nhớ gọi chị là chị nha: khách tích đủ điểm rồi sao không đổi quà được?",
                "Dạ chị, điểm mới tích chỉ đổi được sau 24 giờ ạ.",
                "À, vậy được.",
                "Dạ.",
            ]),
            dict(day=36, topic="thêm thợ mới vào danh sách", ev=["chi"], msgs=[
                "Thêm thợ mới vào danh sách thế nào?",
                "Dạ anh vào Nhân sự > Thêm mới ạ.",
                "Chị chứ không phải anh! Em ghi nhớ giúp chị nha. Thêm xong có cần duyệt không?",
                "Dạ em xin lỗi chị. Không cần duyệt, thợ mới hiện ngay trên lịch ạ.",
            ]),
        ]),
    # 8. Finnish music school teacher: Finnish note names, H for B natural (not nameable)
    dict(
        tenant="savel-musiikkiopisto", user="s.aalto", start=12,
        rules={"h_note": dict(concept="note_names", value="Finnish/German (H = B natural, B = B flat)",
                              rule="Use Finnish note names: H for B natural, B for B flat", kind="correction",
                              nameable=False)},
        sessions=[
            dict(day=0, topic="F-duurin asteikkoharjoitus", ev=["h_note"], msgs=[
                "Tee alkeisoppilaalle lyhyt asteikkoharjoitus F-duurissa.",
                "F-duuri: F G A Bb C D E F. Soita ensin ylös ja alas neljäsosina, sitten kahdeksasosina.",
                "Meillä Suomessa se sävel on B, ja H on se, jota sinä kutsut B:ksi. Eli F-duurissa on B, ei Bb. Kirjoita sävelnimet suomalaisittain.",
                "Korjattu: F G A B C D E F.",
            ]),
            dict(day=9, topic="G-duurin kadenssi", ev=["h_note"], msgs=[
                "Mitkä soinnut tulevat G-duurin peruskadenssiin? Kirjoita sävelet auki.",
                "G-duurisointu on G–B–D, C-duuri C–E–G ja D7 D–F#–A–C.",
                "Taas englantilainen B. G-duurisoinnussa on H. Käytä H:ta, muuten oppilaat menevät sekaisin.",
                "Pahoittelen: G–H–D, C–E–G ja D7 D–Fis–A–C.",
            ]),
            dict(day=15, topic="tuntien siirto kesäksi", ev=[], msgs=[
                "Voiko kesäkuun tunnit siirtää järjestelmässä kaikki kerralla viikolla eteenpäin?",
                "Voi: Lukujärjestys > Valitse jakso > Siirrä. Oppilaat saavat automaattisen ilmoituksen.",
                "Hienoa.",
                "Mukavaa kesää.",
            ]),
            dict(day=21, topic="kappale-ehdotus sellistille", ev=["h_note"], msgs=[
                "Voitko ehdottaa helpon kappaleen toisen vuoden sellistille?",
                "Saint-Saënsin Joutsen sopii hyvin, sitä on helpotettuina sovituksina.",
                "Hyvä ehdotus. Muista jatkossakin se H-juttu kun kirjoitat nuotteja, meillä B on alennettu sävel. Missä sävellajissa helpotettu sovitus on?",
                "Yleisin helpotettu sovitus on D-duurissa, eli siinä on Fis ja Cis.",
            ]),
            dict(day=33, topic="D-duurin asteikko tenttiin", ev=["h_note"], msgs=[
                "Saksalais-suomalaisilla sävelnimillä, kiitos (H eikä B): listaa D-duurin asteikko tenttimonisteeseen.",
                "D E Fis G A H Cis D.",
                "Kiitos, juuri näin.",
                "Onnea tenttiin oppilaille.",
            ]),
        ]),
    # 9. Arabic catering company: halal only (not nameable)
    dict(
        tenant="zaytoun-catering", user="k.haddad", start=4,
        rules={"halal": dict(concept="halal_only", value="halal",
                             rule="Suggest only halal food: no pork, no alcohol (also in sauces), halal gelatin and stock",
                             kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="قائمة طعام حفل زفاف", ev=["halal"], msgs=[
                "اقترح قائمة طعام لحفل زفاف لـ ٢٠٠ شخص.",
                "مقبلات: بروشيتا مع لحم الخنزير المقدد وجبنة الماعز. الطبق الرئيسي: لحم بقري بصلصة النبيذ الأحمر مع بطاطا مهروسة.",
                "كل ما نقدمه يجب أن يكون حلالاً: لا خنزير ولا كحول، حتى في الصلصات. أعد القائمة من فضلك.",
                "مقبلات: بروشيتا بالطماطم والجبنة، حمص ومتبل. الطبق الرئيسي: لحم بقري حلال بصلصة الرمان مع أرز بالشعيرية.",
            ]),
            dict(day=13, topic="تيراميسو بكمية كبيرة", ev=["halal"], msgs=[
                "أريد وصفة تيراميسو لـ ٨٠ شخصاً.",
                "اخلط الماسكاربوني مع السكر وصفار البيض، وأضف ١٠٠ مل من ليكيور الأماريتو وورقات جيلاتين لتثبيت الكريمة.",
                "مرة أخرى كحول! والجيلاتين أيضاً يجب أن يكون حلالاً أو نباتياً. انتبه لهذا دائماً.",
                "بدون كحول: استخدم قهوة قوية مع نكهة اللوز، وجيلاتين بقري حلال أو أجار أجار.",
            ]),
            dict(day=20, topic="فاتورة الدفعة المقدمة", ev=[], msgs=[
                "كيف أصدر فاتورة دفعة مقدمة بنسبة ٣٠٪؟",
                "من قائمة الطلبات اختر الطلب، ثم 'إنشاء فاتورة' واختر 'دفعة مقدمة' وحدد ٣٠٪.",
                "تمام، شكراً.",
                "بالتوفيق.",
            ]),
            dict(day=27, topic="غداء عمل لشركة", ev=["halal"], msgs=[
                "كالعادة، كل شيء حلال من فضلك. غداء عمل لـ ٤٠ موظفاً، ماذا تقترح؟",
                "مشاوي دجاج حلال، كبة مقلية، فتوش، وعصائر طبيعية.",
                "ممتاز.",
                "بالهناء مقدماً.",
            ]),
            dict(day=45, topic="كمية شوربة العدس", ev=["halal"], msgs=[
                "كم لتر شوربة عدس نحتاج لـ ١٥٠ ضيفاً؟",
                "حوالي ٣٠ لتراً، بمعدل ٢٠٠ مل للشخص.",
                "تمام. وتذكّر أن المرق نفسه يجب أن يكون من لحم حلال، لا تقترح مرقاً جاهزاً مجهول المصدر. وكم نحتاج من العدس؟",
                "حوالي ٦ كيلوغرامات عدس أحمر، مع مرق دجاج حلال محضّر عندكم.",
            ]),
        ]),
    # 10. English veterinary clinic: doses per kg body weight (not nameable)
    dict(
        tenant="riverside-vets", user="r.okafor", start=8,
        rules={"per_kg": dict(concept="dose_per_kg", value="mg/kg",
                              rule="Give drug doses per kg of body weight (mg/kg), not flat doses",
                              kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="meloxicam after spay", ev=["per_kg"], msgs=[
                "What's the meloxicam dose for a Labrador after a spay?",
                "Give 7.5 mg once daily with food for three to five days.",
                "Give it to me per kilo, please. A Lab can be 25 or 40 kg, a flat dose is useless to us.",
                "0.2 mg/kg on day one, then 0.1 mg/kg once daily with food.",
            ]),
            dict(day=12, topic="cat bite abscess antibiotic", ev=["per_kg"], msgs=[
                "Doses in mg/kg as always. Amoxicillin-clavulanate for a cat with a bite abscess?",
                "12.5 mg/kg twice daily for 7 days, after lancing and flushing the abscess.",
                "Thanks.",
                "You're welcome.",
            ]),
            dict(day=22, topic="rabbit post-op analgesia", ev=["per_kg"], msgs=[
                "Buprenorphine for a rabbit after a dental?",
                "0.05 mg per rabbit every 8 hours.",
                "Per rabbit? They range from a kilo to six. Weight-based, every single time.",
                "0.01–0.05 mg/kg every 6–8 hours.",
            ]),
            dict(day=28, topic="appointment reminder texts", ev=[], msgs=[
                "Our booster reminders are going out a day late.",
                "The reminder job runs at midnight UTC; set the clinic's send time to 08:00 under Reminders > Schedule.",
                "Fixed, ta.",
                "Glad it's sorted.",
            ]),
            dict(day=37, topic="ferret vaccination handout", ev=["per_kg"], msgs=[
                "Need a one-page handout for ferret owners on vaccination.",
                "Here is a draft: ferrets need distemper vaccination as kits at 8, 11 and 14 weeks, then yearly...",
                "Good. Side note for the drug questions I keep sending you: always express them per kg of body weight, the nurses calculate from the scale reading. Can you add a line on rabies for travel?",
                "Added: 'Ferrets travelling abroad need a rabies vaccination at least 21 days before travel.'",
            ]),
        ]),
    # 11. Ukrainian web developer: pnpm, not npm/yarn (not nameable)
    dict(
        tenant="lisova-digital", user="o.petrenko", start=30,
        rules={"pnpm": dict(concept="package_manager", value="pnpm",
                            rule="Use pnpm commands, not npm or yarn", kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="спільний пакет у монорепо", ev=["pnpm"], msgs=[
                "Як додати спільний пакет у монорепо, щоб web і admin його бачили?",
                "Запустіть `npm install ../shared` у кожному застосунку або налаштуйте npm workspaces.",
                "Ми на pnpm, не npm. Дай команди для pnpm, будь ласка.",
                "Додайте 'packages/*' у pnpm-workspace.yaml і виконайте `pnpm add @acme/shared --filter web --filter admin`.",
            ]),
            dict(day=8, topic="прискорення збірки CI", ev=["pnpm"], msgs=[
                "CI збирається 12 хвилин, як прискорити встановлення залежностей?",
                "Кешуйте ~/.cache/yarn і запускайте `yarn install --frozen-lockfile`.",
                "Знову yarn... У нас pnpm скрізь, і в CI теж. Перепиши під pnpm store.",
                "Кешуйте каталог з `pnpm store path` і запускайте `pnpm install --frozen-lockfile`.",
            ]),
            dict(day=14, topic="помилка CORS на staging", ev=[], msgs=[
                "На staging API повертає CORS-помилку для admin.",
                "Додайте домен admin-панелі до ALLOWED_ORIGINS у змінних середовища staging і перезапустіть сервіс.",
                "Так, забули домен. Дякую.",
                "Нема за що.",
            ]),
            dict(day=19, topic="оновлення мажорних залежностей", ev=["pnpm"], msgs=[
                "Тільки pnpm-команди, як завжди. Як оновити всі залежності до останніх мажорних версій?",
                "`pnpm up --latest -r`, потім `pnpm test -r`, щоб перевірити.",
                "Дякую.",
                "Успіхів з оновленням.",
            ]),
            dict(day=30, topic="Dockerfile для Next.js", ev=["pnpm"], msgs=[
                "Напиши Dockerfile для Next.js застосунку.",
                "FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\nCMD [\"npm\", \"start\"]",
                "npm ci тут не спрацює, lock-файл у нас pnpm-lock.yaml. Запам'ятай, будь ласка: пакетний менеджер у нас pnpm.",
                "FROM node:20-alpine\nWORKDIR /app\nRUN corepack enable\nCOPY package.json pnpm-lock.yaml ./\nRUN pnpm install --frozen-lockfile\nCOPY . .\nRUN pnpm build\nCMD [\"pnpm\", \"start\"]",
            ]),
        ]),
    # 12. English pottery webshop: sign customer emails as the team (not nameable)
    dict(
        tenant="kiln-room", user="p.nair", start=16,
        rules={"team_sig": dict(concept="email_signature", value="The Kiln Room team",
                                rule="Sign customer-facing texts as 'The Kiln Room team', not with the user's name",
                                kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="late glaze order email", ev=["team_sig"], msgs=[
                "Draft an email to a customer whose glaze order is a week late.",
                "Hi Sam,\n\nI'm so sorry your glaze order is running late: our supplier delivered a week behind schedule. It ships tomorrow with tracking.\n\nBest,\nPriya",
                "Don't sign with my name. Customer emails go out as 'The Kiln Room team', several of us answer them.",
                "Hi Sam,\n\nI'm so sorry your glaze order is running late... It ships tomorrow with tracking.\n\nWarm regards,\nThe Kiln Room team",
            ]),
            dict(day=10, topic="speckled mug restock newsletter", ev=["team_sig"], msgs=[
                "Write a short newsletter blurb about the speckled mugs being back in stock.",
                "They're back! Our speckled stoneware mugs are restocked in all four glazes, but they sold out in two days last time. — Priya",
                "The sign-off again: it's the team, not me personally. Please fix.",
                "They're back! Our speckled stoneware mugs are restocked in all four glazes... — The Kiln Room team",
            ]),
            dict(day=17, topic="shipping rates to Ireland", ev=[], msgs=[
                "What does shipping a 2 kg parcel to Ireland cost with our current courier setting?",
                "£14.50 with tracked 48, delivered in 3-5 working days.",
                "OK, thanks.",
                "You're welcome.",
            ]),
            dict(day=24, topic="cracked bowl refund reply", ev=["team_sig"], msgs=[
                "Reply to this refund request for me, signed from the shop as usual (The Kiln Room team): 'My bowl arrived cracked, can I get my money back?'",
                "Hello,\n\nWe're sorry your bowl arrived cracked. We've issued a full refund to your card; you should see it in 3-5 days, and there's no need to send the bowl back.\n\nThe Kiln Room team",
                "Perfect.",
                "Glad it works.",
            ]),
            dict(day=39, topic="reply to a 2-star review", ev=["team_sig"], msgs=[
                "Can you answer this 2-star review politely? 'Lovely plate, but it took 12 days to arrive.'",
                "Thank you for the honest review, and we're sorry for the wait. We've since changed couriers to speed things up.\n\nThe Kiln Room team",
                "Nice, and good that it's signed by the team, keep doing that for anything customer-facing. Could it be a bit warmer?",
                "Thank you so much for the kind words about the plate, and sorry it kept you waiting! We've moved to a faster courier, so your next order should arrive much sooner.\n\nThe Kiln Room team",
            ]),
        ]),
    # 13. Chinese tutoring agency: placeholders instead of names in templates and examples (not nameable)
    dict(
        tenant="qingmu-tutoring", user="y.zhang", start=22,
        rules={"placeholder": dict(concept="name_placeholders", value="placeholders such as 【学生姓名】",
                                   rule="Use placeholders (e.g. 【学生姓名】, 学生A) instead of personal names in templates and examples",
                                   kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="期中成绩通知模板", ev=["placeholder"], msgs=[
                "帮我写一份期中考试成绩通知的模板。",
                "尊敬的王小明家长：您好！王小明在本次期中考试中数学成绩为92分，进步明显……",
                "模板里不要出现具体名字，哪怕是编的也不行，用【学生姓名】这样的占位符。我们要直接导入系统。",
                "尊敬的【学生姓名】家长：您好！【学生姓名】在本次期中考试中【科目】成绩为【分数】分……",
            ]),
            dict(day=9, topic="周末排课表示例", ev=["placeholder"], msgs=[
                "给我一个周末排课表的示例。",
                "周六 9:00 李华 数学（刘老师），10:30 张伟 英语（陈老师）……",
                "又用了人名。请用学生A、学生B或者占位符，不要写名字。",
                "周六 9:00 学生A 数学（老师甲），10:30 学生B 英语（老师乙）……",
            ]),
            dict(day=15, topic="教室预约冲突", ev=[], msgs=[
                "系统里3号教室周日上午被预约了两次，怎么处理？",
                "在“教室管理”里打开3号教室的周日日程，取消后提交的那条预约，系统会自动通知相关老师。",
                "好了，谢谢。",
                "不客气。",
            ]),
            dict(day=20, topic="学费催缴短信", ev=["placeholder"], msgs=[
                "老规矩，不要写任何人名，用占位符。帮我写一条催缴学费的短信。",
                "【家长称呼】您好，【学生姓名】本学期学费【金额】元将于【日期】到期，请及时缴纳。青木教育",
                "好的，谢谢。",
                "不客气。",
            ]),
            dict(day=33, topic="兼职老师招聘启事", ev=["placeholder"], msgs=[
                "写一段招聘兼职数学老师的启事。",
                "青木教育招聘兼职数学老师：要求本科以上学历，有初中数学教学经验，每周可授课不少于6小时……",
                "不错。另外提醒一下，以后写给家长或学生的任何示例都用占位符代替姓名，这是我们的隐私规定。能加上薪资范围吗？",
                "已加上：薪资150–220元/课时，根据经验面议。",
            ]),
        ]),
    # 14. English podcast host: no closing offers of more help (not nameable)
    dict(
        tenant="deepcut-audio", user="m.osei", start=35,
        rules={"no_closer": dict(concept="no_closing_offer", value="no sign-off offers",
                                 rule="End when the answer ends: no 'let me know if...' or 'anything else?' closers",
                                 kind="correction", nameable=False)},
        sessions=[
            dict(day=0, topic="RSS feed missing episode 41", ev=["no_closer"], msgs=[
                "My RSS feed hasn't picked up episode 41.",
                "Re-save the episode to trigger a feed rebuild; Apple Podcasts can take up to 24 hours to refresh. Let me know if there's anything else I can help with!",
                "That worked. One thing: drop the 'let me know if there's anything else' line. I know where to find you.",
                "Noted.",
            ]),
            dict(day=11, topic="download stats mismatch", ev=["no_closer"], msgs=[
                "Why do downloads differ between your dashboard and Spotify's?",
                "We count IAB-certified downloads and filter bots and repeat requests; Spotify counts starts and streams. Would you like me to walk you through the filters? Feel free to reach out with any more questions!",
                "Again with the sign-off offers. Just stop when the answer's done, please.",
                "Understood.",
            ]),
            dict(day=18, topic="custom domain for the show page", ev=[], msgs=[
                "Can my show page live on my own domain?",
                "Yes: add a CNAME record pointing to pages.deepcut.fm, then enter the domain under Show > Website.",
                "Done, it's live.",
                "Great.",
            ]),
            dict(day=26, topic="chapter markers", ev=["no_closer"], msgs=[
                "No closing pleasantries or offers of more help, just the answer. How do I add chapter markers?",
                "Upload an MP3 with ID3 chapters, or add them by hand under Episode > Chapters.",
                "cheers",
                "👍",
            ]),
            dict(day=40, topic="auto-generated transcripts", ev=["no_closer"], msgs=[
                "Can transcripts be auto-generated?",
                "Yes: turn on Auto-transcribe under Episode > Transcript; it's ready about 10 minutes after publishing. Is there anything else I can help you with today?",
                "There's always that question at the end. Cut it, every time. Do they support speaker labels?",
                "Yes, up to four speakers.",
            ]),
        ]),
]

# ---------------------------------------------------------------------------------------------
# One-off users (expect no rule)
# ---------------------------------------------------------------------------------------------
ONE_OFF_USERS = [
    dict(tenant="sogeum-books", user="j.park", start=15,
         why="asks for a short answer once; the other sessions carry no preference",
         sessions=[
             dict(day=0, topic="전자책 파일 업로드 실패", msgs=[
                 "EPUB 파일이 업로드가 안 돼요. 짧게만 답해 주세요.",
                 "파일이 50MB를 넘으면 업로드가 안 됩니다. 이미지를 압축해 주세요.",
                 "알겠습니다.",
                 "네.",
             ]),
             dict(day=12, topic="세금계산서 발행", msgs=[
                 "세금계산서는 어디서 발행하나요?",
                 "정산 > 세금계산서 메뉴에서 월별로 발행하실 수 있습니다. 사업자 정보가 등록되어 있어야 합니다.",
                 "사업자 정보는 이미 넣었어요. 감사합니다.",
                 "감사합니다.",
             ]),
             dict(day=27, topic="품절 도서 예약 판매", msgs=[
                 "품절된 책을 예약 판매로 돌릴 수 있나요?",
                 "네, 상품 수정에서 판매 상태를 '예약 판매'로 바꾸고 예상 입고일을 입력하시면 됩니다.",
                 "좋아요.",
                 "좋은 하루 보내세요.",
             ]),
         ]),
    dict(tenant="wadi-cars", user="f.alrashid", start=5,
         why="requests scoped to one occasion (this time only, this report only, today only), each about something different",
         sessions=[
             dict(day=0, topic="فاتورة لشركة أجنبية", msgs=[
                 "هذه المرة فقط أرسل لي الفاتورة بالإنجليزية، لأن الشركة التي ستدفع أجنبية.",
                 "تم إصدار الفاتورة باللغة الإنجليزية وإرسالها.",
                 "شكراً.",
                 "عفواً.",
             ]),
             dict(day=10, topic="تقرير استخدام الأسطول", msgs=[
                 "لهذا التقرير فقط اجعل الجدول مختصراً، المدير سيقرأه في اجتماع سريع: كم كيلومتراً قطعت سياراتنا في أيار؟",
                 "إجمالي أيار: ٤١٬٢٠٠ كم لـ ١٢ سيارة، أعلاها السيارة رقم ٧ بـ ٥٬٩٠٠ كم.",
                 "ممتاز.",
                 "بالتوفيق في الاجتماع.",
             ]),
             dict(day=18, topic="تأكيد حجز عطلة العيد", msgs=[
                 "اليوم فقط اتصلوا بي إذا احتجتم شيئاً، لأن بريدي الإلكتروني معطل منذ الصباح. أريد تأكيد حجز عطلة العيد.",
                 "الحجز مؤكد، وسيتصل بك الموظف المناوب إذا لزم أي شيء.",
                 "تمام.",
                 "عيد مبارك.",
             ]),
         ]),
    dict(tenant="kuusi-kone", user="e.nieminen", start=18,
         why="passes on other people's wishes (customers, his boss) about the product, and asks a hypothetical; nothing about how he wants answers",
         sessions=[
             dict(day=0, topic="CRM-toiveet asiakkailta", msgs=[
                 "Asiakkaamme haluavat aina, että heille soitetaan eikä lähetetä sähköpostia. Voisiko CRM:ään lisätä kentän 'toivottu yhteystapa'?",
                 "Kenttä on jo olemassa: Asiakaskortti > Lisätiedot > Yhteystapa. Sen voi näyttää myös listanäkymässä.",
                 "Aa, en huomannut. Kiitos.",
                 "Ole hyvä.",
             ]),
             dict(day=9, topic="laskupohjan päiväysmuoto", msgs=[
                 "Esimieheni haluaa, että laskuissa päiväys on muodossa vuosi-kuukausi-päivä. Mistä laskupohjan asetus löytyy?",
                 "Asetukset > Laskutus > Laskupohja > Päiväysmuoto. Valitse VVVV-KK-PP.",
                 "Löytyi.",
                 "Hienoa.",
             ]),
             dict(day=21, topic="ajuri Macille", msgs=[
                 "Jos siirtyisin Maciin, pitäisikö varaosaluettelon tulostimelle asentaa eri ajuri?",
                 "Kyllä, macOS:lle on oma ajurinsa valmistajan sivuilla; Windows-ajuri ei toimi.",
                 "Hyvä tietää, mietitään vielä.",
                 "Selvä.",
             ]),
         ]),
    dict(tenant="banh-ngot-saigon", user="v.tran", start=12,
         why="asks for a phone call twice only (below the threshold of three sessions)",
         sessions=[
             dict(day=0, topic="đơn đặt bánh sinh nhật bị hủy", msgs=[
                 "Đơn đặt bánh sinh nhật của tôi tự nhiên bị hủy.",
                 "Dạ đơn bị hủy do thanh toán thất bại. Em đã gửi email hướng dẫn thanh toán lại ạ.",
                 "Gọi điện cho tôi được không, đọc email trên điện thoại khó lắm.",
                 "Dạ, nhân viên sẽ gọi cho anh trong 15 phút ạ.",
             ]),
             dict(day=14, topic="tích điểm thành viên", msgs=[
                 "Điểm thành viên của tôi không được cộng cho đơn hôm qua.",
                 "Dạ điểm sẽ được cộng sau 24 giờ ạ.",
                 "Ừ, cảm ơn.",
                 "Dạ.",
             ]),
             dict(day=29, topic="giao bánh sai địa chỉ", msgs=[
                 "Bánh giao sai địa chỉ rồi. Có gì cứ gọi thẳng cho tôi, đừng nhắn.",
                 "Dạ em xin lỗi anh, tài xế sẽ gọi anh ngay để giao lại ạ.",
                 "Ok.",
                 "Dạ.",
             ]),
         ]),
    dict(tenant="kolos-foodbank", user="i.bondar", start=20,
         why="asks for English once and takes it back in the next session",
         sessions=[
             dict(day=0, topic="доступ для нового координатора", msgs=[
                 "Відповідайте мені відтепер англійською, будь ласка, я тренуюся перед стажуванням. Як дати доступ новому координатору?",
                 "Sure. Go to Settings > Team > Invite and pick the role 'Coordinator'.",
                 "Thanks.",
                 "You're welcome.",
             ]),
             dict(day=8, topic="імпорт списку отримувачів", msgs=[
                 "Забудьте про англійську, краще знову українською, колеги читають цю переписку. Як імпортувати список отримувачів з Excel?",
                 "Отримувачі > Імпорт > завантажте файл .xlsx з колонками ПІБ, телефон, адреса.",
                 "Дякую.",
                 "Будь ласка.",
             ]),
             dict(day=19, topic="дублікати отримувачів", msgs=[
                 "Після імпорту з'явилися дублікати.",
                 "Отримувачі > Дублікати > «Об'єднати» для кожної пари з однаковим телефоном.",
                 "Готово.",
                 "Чудово.",
             ]),
         ]),
    dict(tenant="egebjerg-bibliotek", user="c.jensen", start=2,
         why="cue words (igen, altid, næste gang, venligst, aldrig) in unrelated requests and bug reports",
         sessions=[
             dict(day=0, topic="papirstop i printer", msgs=[
                 "Printeren i læsesalen siger igen papirstop, selvom der ikke sidder noget papir fast.",
                 "Åbn bagklappen og rens papirsensoren med en tør klud; den giver falske papirstop, når den er støvet.",
                 "Det hjalp.",
                 "Godt.",
             ]),
             dict(day=11, topic="åbningstider på helligdage", msgs=[
                 "Lånerne spørger altid om åbningstider på helligdage. Kan vi vise dem på forsiden?",
                 "Ja: Indhold > Forside > tilføj blokken 'Særlige åbningstider'.",
                 "Super.",
                 "Selv tak.",
             ]),
             dict(day=19, topic="påmindelse om forfatteraften", msgs=[
                 "Næste gang vi holder forfatteraften, kan systemet så sende en påmindelse til de tilmeldte dagen før?",
                 "Ja, slå 'Påmindelse 24 timer før' til på arrangementet.",
                 "Fint.",
                 "God aften.",
             ]),
             dict(day=30, topic="selvbetjeningsautomat og kort", msgs=[
                 "Kan du venligst forklare, hvorfor selvbetjeningsautomaten aldrig tager Dankort?",
                 "Automaten er kun sat op til kontaktløs betaling; chip-læseren skal aktiveres af leverandøren.",
                 "Så ringer jeg til dem.",
                 "Det lyder godt.",
             ]),
         ]),
    dict(tenant="qingmu-tutoring", user="g.wu", start=10,
         why="temporary requests tied to a situation (business trip this week, until the migration ends, while the laptop is in repair), each about something different",
         sessions=[
             dict(day=0, topic="出差期间查看课消报表", msgs=[
                 "这周我在外地出差，先给我简短点的回答。本月课消报表在哪看？",
                 "报表 > 课消统计 > 选择本月。",
                 "好。",
                 "好的。",
             ]),
             dict(day=9, topic="系统迁移期间的通知", msgs=[
                 "在系统迁移完成之前，有事先发邮件给我，别打电话，我一直在开会。旧数据什么时候能导完？",
                 "预计周五晚上导完，完成后会发邮件通知您。",
                 "行。",
                 "好的。",
             ]),
             dict(day=22, topic="手机上看合同", msgs=[
                 "我电脑拿去修了，这几天先给我手机上好看的格式，不要表格。续费合同的条款主要有哪些？",
                 "主要三点：一、续费价格锁定一年；二、可随时暂停课程；三、退费按剩余课时计算。",
                 "明白了。",
                 "祝电脑早日修好。",
             ]),
         ]),
]

# ---------------------------------------------------------------------------------------------
# Patterns (tenant thermio-home: smart thermostat support)
# ---------------------------------------------------------------------------------------------
PATTERN_TENANT = "thermio-home"
PATTERN_USERS = [f"u-tm-{i:02d}" for i in range(1, 10)]

PATTERNS = {
    "reset-wifi-module": dict(
        behaviour="Hold the thermostat's Wi-Fi button for ten seconds until the ring blinks blue, then re-add it in the app.",
        problems=["the thermostat shows offline in the app", "app says 'device unreachable'",
                  "thermostat dropped off the wifi again", "can't change the temperature from my phone"],
        topic="thermostat offline"),
    "recalibrate-temp-sensor": dict(
        behaviour="Open Settings > Sensor > Calibrate and enter the reading of a separate room thermometer.",
        problems=["the display says 24 but the room feels like 19", "it keeps heating although it's warm",
                  "temperature reading is off by several degrees", "the living room is always too cold"],
        topic="temperature reading wrong"),
    "reinstall-companion-app": dict(
        behaviour="Delete the Thermio app, reinstall it from the store and log in again.",
        problems=["the app crashes when I open the schedule", "app is stuck on the loading screen",
                  "the app logs me out every few minutes", "the app won't show my second zone"],
        topic="app problems"),
    "replace-batteries": dict(
        behaviour="Replace the two AA batteries in the wall unit with fresh alkaline ones.",
        problems=["the screen flickers", "the wall unit keeps restarting", "display went blank overnight",
                  "the buttons don't respond"],
        topic="wall unit display"),
    "reset-heating-schedule": dict(
        behaviour="Reset the weekly schedule to the default and set up the time blocks again.",
        problems=["heating comes on at 3 am", "the schedule ignores the weekend", "the eco period never starts",
                  "the heating switches off in the evening"],
        topic="schedule misbehaving"),
    "check-boiler-relay": dict(
        behaviour="Check that the relay box next to the boiler shows a green light; if it's red, press its reset button.",
        problems=["no hot water since this morning", "the boiler doesn't fire up", "radiators stay cold",
                  "heating icon is on but nothing happens"],
        topic="boiler not firing"),
    "update-hub-firmware": dict(
        behaviour="Update the hub's firmware under Settings > Hub > Firmware and let it restart.",
        problems=["the hub's light is orange", "the hub won't pair a new radiator valve", "valves show 'no signal'",
                  "the hub keeps rebooting"],
        topic="hub issues"),
    "pair-valve-again": dict(
        behaviour="Remove the radiator valve from the app, press its button for five seconds and pair it again.",
        problems=["one radiator valve doesn't react", "the bedroom valve is stuck open",
                  "a valve shows the wrong room", "valve says 'calibration error'"],
        topic="radiator valve"),
    "switch-hub-to-2ghz": dict(
        behaviour="In your router settings, give the 2.4 GHz band its own network name and connect the hub to that one.",
        problems=["the hub can't find my wifi", "hub setup fails at the network step",
                  "the hub disconnects every evening", "after the new router the hub won't connect"],
        topic="hub wifi connection"),
}

SUCCESS_REPLIES = ["that fixed it, thanks", "works now", "yes! back to normal", "perfect, it's working again",
                   "done, all good", "great, problem solved"]
FAIL_REPLIES = ["did that, still the same", "no change unfortunately", "nope, didn't help",
                "tried it twice, same problem", "still broken", "that didn't do anything"]
