<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
  <context>
    <name>desktop_solver</name>
    <message>
      <source>The letters you have, e.g. ОТКРЫТКА or stolen; ? is any letter</source>
      <translation>Ваши буквы, например ОТКРЫТКА или stolen; ? — любая буква</translation>
    </message>
    <message>
      <source>Optional: known letters in place, e.g. к?т?? or _a__e</source>
      <translation>Необязательно: известные буквы на своих местах, например к?т?? или _a__e</translation>
    </message>
    <message>
      <source>any</source>
      <translation>любая</translation>
    </message>
    <message>
      <source>Longest first</source>
      <translation>Сначала длинные</translation>
    </message>
    <message>
      <source>Most common first</source>
      <translation>Сначала частые</translation>
    </message>
    <message>
      <source>&amp;Letters:</source>
      <translation>&amp;Буквы:</translation>
    </message>
    <message>
      <source>&amp;Pattern:</source>
      <translation>&amp;Шаблон:</translation>
    </message>
    <message>
      <source>Length:</source>
      <translation>Длина:</translation>
    </message>
    <message>
      <source>&amp;Order:</source>
      <translation>&amp;Порядок:</translation>
    </message>
    <message>
      <source>Reading the letters…</source>
      <translation>Читаю буквы…</translation>
    </message>
    <message>
      <source>The letters the reader is not sure of are marked: compare them with the picture.</source>
      <translation>Отмечены буквы, в которых распознавание не уверено: сверьте их с картинкой.</translation>
    </message>
    <message>
      <source>Check the marked letter ({count}) against the picture, and correct it in the field if it is wrong.|Check the marked letters ({count}) against the picture, and correct them in the field if they are wrong.</source>
      <translation>Сверьте с картинкой отмеченную букву ({count}) и исправьте её в поле, если она неверна.|Сверьте с картинкой отмеченные буквы ({count}) и исправьте их в поле, если они неверны.|Сверьте с картинкой отмеченные буквы ({count}) и исправьте их в поле, если они неверны.</translation>
    </message>
    <message>
      <source>Type the letters to unscramble.</source>
      <translation>Введите буквы, из которых составить слова.</translation>
    </message>
    <message>
      <source>The answer has {count} letter (its slots on the screen).|The answer has {count} letters (its slots on the screen).</source>
      <translation>В ответе {count} буква (по клеткам на экране).|В ответе {count} буквы (по клеткам на экране).|В ответе {count} букв (по клеткам на экране).</translation>
    </message>
    <message>
      <source>Beginner</source>
      <translation>Новичок</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Легко</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Средне</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Трудно</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Эксперт</translation>
    </message>
    <message>
      <source>Finding the moves…</source>
      <translation>Ищем ходы…</translation>
    </message>
    <message>
      <source>&amp;Start word:</source>
      <translation>&amp;Начальное слово:</translation>
    </message>
    <message>
      <source>Size:</source>
      <translation>Размер:</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <source>Against the computer:</source>
      <translation>Против компьютера:</translation>
    </message>
    <message>
      <source>Apply move</source>
      <translation>Сделать ход</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Best move</source>
      <translation>Лучший ход</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Стоп</translation>
    </message>
    <message>
      <source>Thinking: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</source>
      <translation>Думаю: глубина {depth}, {advice}; линия: {line}; {speed:.0f} позиций/с</translation>
    </message>
    <message>
      <source>Advice: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</source>
      <translation>Совет: глубина {depth}, {advice}; линия: {line}; {speed:.0f} позиций/с</translation>
    </message>
    <message>
      <source>Reading the board…</source>
      <translation>Читаем поле…</translation>
    </message>
    <message>
      <source>Type a start word and press “New game”.</source>
      <translation>Введите начальное слово и нажмите «Новая игра».</translation>
    </message>
    <message>
      <source>You: {score}</source>
      <translation>Вы: {score}</translation>
    </message>
    <message>
      <source>The computer: {score}</source>
      <translation>Компьютер: {score}</translation>
    </message>
    <message>
      <source>Player 1: {score}</source>
      <translation>Игрок 1: {score}</translation>
    </message>
    <message>
      <source>Player 2: {score}</source>
      <translation>Игрок 2: {score}</translation>
    </message>
    <message>
      <source>The computer is thinking…</source>
      <translation>Компьютер думает…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Думаю…</translation>
    </message>
    <message>
      <source>double letter</source>
      <translation>двойная буква</translation>
    </message>
    <message>
      <source>triple letter</source>
      <translation>тройная буква</translation>
    </message>
    <message>
      <source>double word</source>
      <translation>двойное слово</translation>
    </message>
    <message>
      <source>triple word</source>
      <translation>тройное слово</translation>
    </message>
    <message>
      <source>Its bonus or value could not be read: check it (right-click to set it)</source>
      <translation>Бонус или очки фишки не прочитаны: проверьте (задаются правым щелчком)</translation>
    </message>
    <message>
      <source>{count} point|{count} points</source>
      <translation>{count} очко|{count} очка|{count} очков</translation>
    </message>
    <message>
      <source>{points} (the game's usual value)</source>
      <translation>{points} (обычная цена в игре)</translation>
    </message>
    <message>
      <source>Boggle 4×4</source>
      <translation>Boggle 4×4</translation>
    </message>
    <message>
      <source>Big Boggle 5×5</source>
      <translation>Big Boggle 5×5</translation>
    </message>
    <message>
      <source>Word Hunt (GamePigeon)</source>
      <translation>Word Hunt (GamePigeon)</translation>
    </message>
    <message>
      <source>Ruzzle</source>
      <translation>Ruzzle</translation>
    </message>
    <message>
      <source>Словомания 5×5</source>
      <translation>Словомания 5×5</translation>
    </message>
    <message>
      <source>Wordament</source>
      <translation>Wordament</translation>
    </message>
    <message>
      <source>«Слово за слово» 5×5</source>
      <translation>«Слово за слово» 5×5</translation>
    </message>
    <message>
      <source>&amp;Game:</source>
      <translation>&amp;Игра:</translation>
    </message>
    <message>
      <source>Rows</source>
      <translation>Строки</translation>
    </message>
    <message>
      <source>Columns</source>
      <translation>Столбцы</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Очистить</translation>
    </message>
    <message>
      <source>Paste board</source>
      <translation>Вставить поле</translation>
    </message>
    <message>
      <source>Random board</source>
      <translation>Случайное поле</translation>
    </message>
    <message>
      <source>Boggle dice for 4×4 and 5×5, letter frequencies otherwise</source>
      <translation>Кубики Boggle для 4×4 и 5×5, иначе по частотам букв</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Solving…</source>
      <translation>Поиск слов…</translation>
    </message>
    <message>
      <source>These letters make almost no words: compare the board with the picture; a tile may be misread.</source>
      <translation>Из этих букв почти не складываются слова: сверьте поле с картинкой, какая-то клетка могла прочитаться неверно.</translation>
    </message>
    <message>
      <source>Ours {words} words / {points} points — the game says {game}</source>
      <translation>Наш подсчёт: слов {words}, очков {points} — в игре: {game}</translation>
    </message>
    <message>
      <source>A tile may be misread, or the game uses another word list: compare the board with the picture.</source>
      <translation>Возможно, клетка прочитана неверно или игра пользуется другим словарём: сравните поле с картинкой.</translation>
    </message>
    <message>
      <source>Points as {game} counts them</source>
      <translation>Очки по правилам {game}</translation>
    </message>
    <message>
      <source>Tile {row}:{col}: {problem}</source>
      <translation>Клетка {row}:{col}: {problem}</translation>
    </message>
    <message>
      <source>Type the letters: {count} tile to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.|Type the letters: {count} tiles to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.</source>
      <translation>Введите буквы: осталась {count} клетка. Скобки задают особые клетки: [QU], [RE-], [-ING], [A/E]; «.» закрывает клетку.|Введите буквы: осталось {count} клетки. Скобки задают особые клетки: [QU], [RE-], [-ING], [A/E]; «.» закрывает клетку.|Введите буквы: осталось {count} клеток. Скобки задают особые клетки: [QU], [RE-], [-ING], [A/E]; «.» закрывает клетку.</translation>
    </message>
    <message>
      <source>These letters make almost no words with the dictionary {name}: it holds only {count} word. Choose a larger list in the Dictionary box.|These letters make almost no words with the dictionary {name}: it holds only {count} words. Choose a larger list in the Dictionary box.</source>
      <translation>Из этих букв почти не составить слов по словарю {name}: в нём всего {count} слово. Выберите список побольше в поле «Словарь».|Из этих букв почти не составить слов по словарю {name}: в нём всего {count} слова. Выберите список побольше в поле «Словарь».|Из этих букв почти не составить слов по словарю {name}: в нём всего {count} слов. Выберите список побольше в поле «Словарь».</translation>
    </message>
    <message>
      <source>{game}, {rows}×{cols}</source>
      <translation>{game}, {rows}×{cols}</translation>
    </message>
    <message>
      <source>The board's repeated letters make too many paths: the search stopped early, and words may be missing.</source>
      <translation>Повторяющиеся буквы поля дают слишком много путей: поиск остановлен раньше, и каких-то слов может не хватать.</translation>
    </message>
    <message>
      <source>Wayland does not let applications capture the screen; take a screenshot with your desktop's tool and paste or drop it here.</source>
      <translation>Wayland не даёт программам снимать экран; сделайте снимок средствами рабочего стола и вставьте или перетащите его сюда.</translation>
    </message>
    <message>
      <source>Drag a rectangle around the board; Esc cancels</source>
      <translation>Обведите поле прямоугольником; Esc — отмена</translation>
    </message>
    <message>
      <source>There is no screen to capture here ({platform}); open, paste or drop a screenshot instead.</source>
      <translation>Здесь нет экрана для снимка ({platform}); откройте, вставьте или перетащите снимок экрана.</translation>
    </message>
    <message>
      <source>For English letters, and the tab shows Russian ones: clear the tab to choose this list.</source>
      <translation>Для английских букв, а на вкладке русские: очистите вкладку, чтобы выбрать этот список.</translation>
    </message>
    <message>
      <source>For Russian letters, and the tab shows English ones: clear the tab to choose this list.</source>
      <translation>Для русских букв, а на вкладке английские: очистите вкладку, чтобы выбрать этот список.</translation>
    </message>
    <message>
      <source>Not for Balda: its words are nouns, and this list holds every part of speech.</source>
      <translation>Не для «Балды»: в ней только существительные, а в этом списке все части речи.</translation>
    </message>
    <message>
      <source>English: the game's list</source>
      <translation>Английский: список игры</translation>
    </message>
    <message>
      <source>Russian: the game's list</source>
      <translation>Русский: список игры</translation>
    </message>
    <message>
      <source>English, Scrabble-style (en)</source>
      <translation>Английский, как в Scrabble (en)</translation>
    </message>
    <message>
      <source>English, common words (en-common)</source>
      <translation>Английский, частые слова (en-common)</translation>
    </message>
    <message>
      <source>English, Wordament's words (en-wordament)</source>
      <translation>Английский, слова Wordament (en-wordament)</translation>
    </message>
    <message>
      <source>English, large (en-large)</source>
      <translation>Английский, большой (en-large)</translation>
    </message>
    <message>
      <source>Russian, everyday nouns (ru-nouns)</source>
      <translation>Русский, обиходные существительные (ru-nouns)</translation>
    </message>
    <message>
      <source>Russian, Balda nouns (ru-balda)</source>
      <translation>Русский, существительные для Балды (ru-balda)</translation>
    </message>
    <message>
      <source>Russian, every part of speech (ru-words)</source>
      <translation>Русский, все части речи (ru-words)</translation>
    </message>
    <message>
      <source>Russian, every noun (ru)</source>
      <translation>Русский, все существительные (ru)</translation>
    </message>
    <message>
      <source>Russian, large (ru-large)</source>
      <translation>Русский, большой (ru-large)</translation>
    </message>
    <message>
      <source>&amp;Dictionary:</source>
      <translation>&amp;Словарь:</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Ещё</translation>
    </message>
    <message>
      <source>Add a word list…</source>
      <translation>Добавить список слов…</translation>
    </message>
    <message>
      <source>My words (added and banned)…</source>
      <translation>Мои слова (добавленные и запрещённые)…</translation>
    </message>
    <message>
      <source>Treat ё and е as different letters</source>
      <translation>Различать ё и е</translation>
    </message>
    <message>
      <source>Common words only</source>
      <translation>Только частые слова</translation>
    </message>
    <message>
      <source>Hide words rarer than about once in three million words of text</source>
      <translation>Скрыть слова, которые встречаются реже раза на три миллиона слов текста</translation>
    </message>
    <message>
      <source>Offensive words</source>
      <translation>Грубые слова</translation>
    </message>
    <message>
      <source>Show obscenities, vulgar words and slurs (hidden by default)</source>
      <translation>Показывать мат, грубые и оскорбительные слова (по умолчанию скрыты)</translation>
    </message>
    <message>
      <source>Add a word list</source>
      <translation>Добавить список слов</translation>
    </message>
    <message>
      <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
      <translation>Списки слов (*.txt *.dic *.lst);;Все файлы (*)</translation>
    </message>
    <message>
      <source>A word</source>
      <translation>Слово</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Добавить</translation>
    </message>
    <message>
      <source>Ban</source>
      <translation>Запретить</translation>
    </message>
    <message>
      <source>Take the selected word back</source>
      <translation>Убрать выбранное слово</translation>
    </message>
    <message>
      <source>My words</source>
      <translation>Мои слова</translation>
    </message>
    <message>
      <source>Added words</source>
      <translation>Добавленные слова</translation>
    </message>
    <message>
      <source>Banned words</source>
      <translation>Запрещённые слова</translation>
    </message>
    <message>
      <source>The file {path} holds no Russian or English words.</source>
      <translation>В файле {path} нет ни русских, ни английских слов.</translation>
    </message>
    <message>
      <source>English</source>
      <translation>Английский</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>Русский</translation>
    </message>
    <message>
      <source>Boggle family</source>
      <translation>Игры типа Boggle</translation>
    </message>
    <message>
      <source>Anagrams</source>
      <translation>Анаграммы</translation>
    </message>
    <message>
      <source>Word search</source>
      <translation>Поиск слов</translation>
    </message>
    <message>
      <source>Balda</source>
      <translation>Балда</translation>
    </message>
    <message>
      <source>Play Boggle</source>
      <translation>Игра в Boggle</translation>
    </message>
    <message>
      <source>unknown tile {token}: special tiles are [QU], [RE-], [-ING] or [A/E]</source>
      <translation>непонятная клетка {token}: особые клетки — это [QU], [RE-], [-ING] или [A/E]</translation>
    </message>
    <message>
      <source>“{word}” holds characters that are not letters.</source>
      <translation>В «{word}» есть знаки, которые не являются буквами.</translation>
    </message>
    <message>
      <source>“{char}” in “{text}” cannot be used: type letters of one alphabet, or ? for any letter.</source>
      <translation>«{char}» в «{text}» не подходит: вводите буквы одного алфавита или ? вместо любой буквы.</translation>
    </message>
    <message>
      <source>{count} letters are too many: at most {most}.</source>
      <translation>Букв слишком много ({count}): можно не больше {most}.</translation>
    </message>
    <message>
      <source>“{char}” in the pattern “{text}” cannot be used: type letters, and _ or ? for the places not known.</source>
      <translation>«{char}» в образце «{text}» не подходит: вводите буквы, а на неизвестные места — _ или ?.</translation>
    </message>
    <message>
      <source>“{char}” in the word “{word}” is not a letter of the grid's alphabet.</source>
      <translation>«{char}» в слове «{word}» — не буква алфавита сетки.</translation>
    </message>
    <message>
      <source>No board found in the picture: expected a grid of letters of at least {rows}×{cols} tiles. Check that the picture shows the board whole, on the tab of its game.</source>
      <translation>На картинке не найдено поле: нужна сетка букв не меньше {rows}×{cols} клеток. Проверьте, что поле видно целиком и открыта вкладка его игры.</translation>
    </message>
    <message>
      <source>{picture} is not a PNG, JPEG, WebP or BMP picture.</source>
      <translation>{picture} — не картинка PNG, JPEG, WebP или BMP.</translation>
    </message>
    <message>
      <source>{picture} cannot be decoded: the file is damaged, or not a PNG, JPEG, WebP or BMP picture.</source>
      <translation>{picture} не удаётся раскодировать: файл повреждён или это не картинка PNG, JPEG, WebP или BMP.</translation>
    </message>
    <message>
      <source>{picture} is too large: pictures of up to {megapixels} megapixels are read (a screenshot or a photo).</source>
      <translation>{picture} слишком велика: читаются картинки до {megapixels} мегапикселей (снимок экрана или фото).</translation>
    </message>
    <message>
      <source>{picture} is only {width}×{height} pixels: expected a screenshot.</source>
      <translation>{picture}: размер всего {width}×{height} пикс., а нужен снимок экрана.</translation>
    </message>
    <message>
      <source>no letters: a Balda position needs its start word on the board</source>
      <translation>на поле нет букв: в позиции «Балды» должно стоять начальное слово</translation>
    </message>
    <message>
      <source>The board in the picture shows no letters: give a picture of a game with its letters on the board.</source>
      <translation>На поле в картинке нет букв: дайте снимок игры, где на поле видны буквы.</translation>
    </message>
    <message>
      <source>No board of this tab's game was found in the picture. It looks like a board of the {tab} tab, which could not read it either.</source>
      <translation>На картинке не найдено поле игры этой вкладки. Оно похоже на поле вкладки «{tab}», но и там его прочитать не удалось.</translation>
    </message>
    <message>
      <source>the file {path} does not exist</source>
      <translation>файла {path} нет</translation>
    </message>
    <message>
      <source>{path} is a folder, not a file</source>
      <translation>{path} — это папка, а не файл</translation>
    </message>
    <message>
      <source>{path} is not a regular file (a device or a pipe)</source>
      <translation>{path} — не обычный файл (устройство или канал)</translation>
    </message>
    <message>
      <source>the file {path} is too large</source>
      <translation>файл {path} слишком велик</translation>
    </message>
    <message>
      <source>the file {path} cannot be read</source>
      <translation>файл {path} не читается</translation>
    </message>
    <message>
      <source>the file {path} is not a text word list</source>
      <translation>файл {path} — не текстовый список слов</translation>
    </message>
    <message>
      <source>the file {path} is a picture or a document, not a text word list</source>
      <translation>файл {path} — картинка или документ, а не текстовый список слов</translation>
    </message>
    <message>
      <source>your word list {path} cannot be saved: its folder cannot be written to, or the disk is full</source>
      <translation>ваш список слов {path} нельзя сохранить: в его папку нельзя писать, или диск заполнен</translation>
    </message>
    <message>
      <source>the file {path} has no words in the {lang} alphabet</source>
      <translation>в файле {path} нет слов алфавита: {lang}</translation>
    </message>
    <message>
      <source>“{word}” is not a word of the {lang} alphabet: type letters only</source>
      <translation>«{word}» — не слово алфавита ({lang}): вводите только буквы</translation>
    </message>
    <message>
      <source>a word of {length} letters is longer than any board holds (at most {most})</source>
      <translation>слово из {length} букв длиннее любого поля (не больше {most})</translation>
    </message>
    <message>
      <source>your word list {path} is busy in another program; try again</source>
      <translation>ваш список слов {path} занят другой программой; попробуйте ещё раз</translation>
    </message>
    <message>
      <source>The start word “{word}” is not in the dictionary.</source>
      <translation>Начального слова «{word}» нет в словаре.</translation>
    </message>
    <message>
      <source>The start word “{word}” must have {least} to {most} letters to fit the middle row.</source>
      <translation>В начальном слове «{word}» должно быть от {least} до {most} букв, чтобы оно поместилось в средний ряд.</translation>
    </message>
    <message>
      <source>the text is too long for a board of up to {side}×{side} tiles</source>
      <translation>текст слишком длинный для поля не больше {side}×{side} клеток</translation>
    </message>
    <message>
      <source>there are no letters: type the board's rows with '/' or a new line between them</source>
      <translation>букв нет: введите ряды поля через «/» или с новой строки</translation>
    </message>
    <message>
      <source>row {row} is empty: every row needs letters ('.' for a blocked cell)</source>
      <translation>ряд {row} пуст: в каждом ряду нужны буквы («.» закрывает клетку)</translation>
    </message>
    <message>
      <source>row {row}: the bracket in “{text}” is not closed with ]</source>
      <translation>ряд {row}: скобка в «{text}» не закрыта знаком ]</translation>
    </message>
    <message>
      <source>row {row}: “{char}” in “{text}” is not a letter; type letters, '.' for a blocked cell, or a special tile in brackets such as [QU]</source>
      <translation>ряд {row}: «{char}» в «{text}» — не буква; вводите буквы, «.» для закрытой клетки или особую клетку в скобках, например [QU]</translation>
    </message>
    <message>
      <source>row {row} has {count} tiles where the first row has {expected}</source>
      <translation>клеток в ряду {row}: {count}, а в первом ряду: {expected}</translation>
    </message>
    <message>
      <source>a board of {rows}×{cols} tiles is too large: at most {most} on a side</source>
      <translation>поле {rows}×{cols} слишком велико: не больше {most} клеток по стороне</translation>
    </message>
    <message>
      <source>a tile is empty</source>
      <translation>одна из клеток пуста</translation>
    </message>
    <message>
      <source>tile {token}: a word-search grid holds one letter per cell, or '.' for a gap</source>
      <translation>клетка {token}: в сетке поиска слов по одной букве в клетке или «.» для пропуска</translation>
    </message>
    <message>
      <source>a Balda board of {rows}×{cols} cells does not fit the rules: each side from {least} to {most}</source>
      <translation>поле Балды {rows}×{cols} не подходит по правилам: каждая сторона от {least} до {most}</translation>
    </message>
    <message>
      <source>row {row}: tile {token} is not one letter; a Balda board holds a letter or '.' in each cell</source>
      <translation>ряд {row}: клетка {token} — не одна буква; на поле Балды в каждой клетке буква или «.»</translation>
    </message>
    <message>
      <source>the board is {rows}×{cols}, and a square one is expected</source>
      <translation>поле {rows}×{cols}, а нужно квадратное</translation>
    </message>
    <message>
      <source>the word “{word}” on the board is not in it</source>
      <translation>слова «{word}» с поля в нём нет</translation>
    </message>
    <message>
      <source>the dictionary has no letters to deal a board from</source>
      <translation>в словаре нет букв, из которых составить поле</translation>
    </message>
    <message>
      <source>the board's letters are not of the dictionary's alphabet ({lang})</source>
      <translation>буквы поля не из алфавита словаря ({lang})</translation>
    </message>
    <message>
      <source>the grid size “{text}” is not rows×columns such as 12x15, or one number</source>
      <translation>размер сетки «{text}» — не «ряды×столбцы», например 12x15, и не одно число</translation>
    </message>
    <message>
      <source>a grid of {rows}×{cols} does not fit: each side from {least} to {most}</source>
      <translation>сетка {rows}×{cols} не подходит: каждая сторона от {least} до {most}</translation>
    </message>
    <message>
      <source>the tile values “{text}” have {found} rows where the board has {expected}</source>
      <translation>рядов в значениях клеток «{text}»: {found}, а на поле: {expected}</translation>
    </message>
    <message>
      <source>row {row} of the tile values, “{text}”, has {found} values where the board has {expected} tiles</source>
      <translation>значений в ряду {row} значений клеток («{text}»): {found}, а клеток в ряду поля: {expected}</translation>
    </message>
    <message>
      <source>row {row} of the tile values: “{entry}” is not a whole number from 0 to {most}, or '.' for none</source>
      <translation>ряд {row} значений клеток: «{entry}» — не целое число от 0 до {most} и не «.»</translation>
    </message>
    <message>
      <source>the tile values do not fit the board of {rows}×{cols}</source>
      <translation>значения клеток не подходят к полю {rows}×{cols}</translation>
    </message>
    <message>
      <source>the bonus square “{entry}” is not ROW:COL=NAME, such as 1:1=DW</source>
      <translation>бонусная клетка «{entry}» записана не как РЯД:СТОЛБЕЦ=ИМЯ, например 1:1=DW</translation>
    </message>
    <message>
      <source>a bonus square is off the board of {rows}×{cols}</source>
      <translation>бонусная клетка вне поля {rows}×{cols}</translation>
    </message>
    <message>
      <source>the bonus square “{entry}”: that tile has a bonus already</source>
      <translation>бонусная клетка «{entry}»: у этой клетки уже есть бонус</translation>
    </message>
    <message>
      <source>the bonus “{name}” is unknown: it is one of {known}</source>
      <translation>бонус «{name}» неизвестен: бывают {known}</translation>
    </message>
    <message>
      <source>no word list is chosen</source>
      <translation>список слов не выбран</translation>
    </message>
    <message>
      <source>the file {path} is not valid {encoding} text (byte {byte})</source>
      <translation>файл {path} — не текст в кодировке {encoding} (байт {byte})</translation>
    </message>
    <message>
      <source>Type at least one letter, or ? for any letter.</source>
      <translation>Введите хотя бы одну букву или ? вместо любой буквы.</translation>
    </message>
    <message>
      <source>The pattern is empty: type the letters known in place, and _ or ? for the others.</source>
      <translation>Шаблон пуст: введите известные буквы на их местах, а вместо остальных — _ или ?.</translation>
    </message>
    <message>
      <source>The pattern has {count} places: at most {most}.</source>
      <translation>Мест в шаблоне: {count}, а можно не больше {most}.</translation>
    </message>
    <message>
      <source>“{char}” in the pattern “{text}” is not of the letters' alphabet ({lang}): type the pattern in the same alphabet as the letters.</source>
      <translation>«{char}» в шаблоне «{text}» — не из алфавита букв ({lang}): вводите шаблон тем же алфавитом, что и буквы.</translation>
    </message>
    <message>
      <source>The shortest length must be at least 1.</source>
      <translation>Наименьшая длина должна быть не меньше 1.</translation>
    </message>
    <message>
      <source>The longest length ({most}) is below the shortest ({least}).</source>
      <translation>Наибольшая длина ({most}) меньше наименьшей ({least}).</translation>
    </message>
    <message>
      <source>The pattern has {count} places, but the length asked for is {lengths}.</source>
      <translation>Мест в шаблоне: {count}, а длина задана {lengths}.</translation>
    </message>
    <message>
      <source>The word “{word}” is too short: it needs at least {least} letters.</source>
      <translation>Слово «{word}» слишком короткое: нужно не меньше {least} букв.</translation>
    </message>
    <message>
      <source>The word list is empty: type at least one word.</source>
      <translation>Список слов пуст: введите хотя бы одно слово.</translation>
    </message>
    <message>
      <source>{words} did not fit in the {rows}×{cols} grid: make the grid larger, the list shorter or the difficulty harder.</source>
      <translation>{words}: не поместилось в сетку {rows}×{cols}; увеличьте сетку, сократите список или выберите сложность выше.</translation>
    </message>
    <message>
      <source>There are no letters to fill the grid with.</source>
      <translation>Нет букв, чтобы заполнить сетку.</translation>
    </message>
    <message>
      <source>The grid could not be filled without spelling a listed word twice: make it larger, or try another seed.</source>
      <translation>Сетку не удалось заполнить так, чтобы слово из списка не встретилось дважды: увеличьте её или попробуйте другое начальное число.</translation>
    </message>
    <message>
      <source>The word “{word}” has {length} letters, and a {rows}×{cols} grid holds words of at most {most}.</source>
      <translation>В слове «{word}» букв: {length}, а в сетку {rows}×{cols} помещаются слова не длиннее {most}.</translation>
    </message>
    <message>
      <source>“{word}” is inside “{other}” (or inside it backwards), so it would be found twice: remove one of them, or tick “Keep words inside other words”.</source>
      <translation>«{word}» входит в «{other}» (или в него задом наперёд), и его найдут дважды: уберите одно из слов или отметьте «Оставлять слова внутри других слов».</translation>
    </message>
    <message>
      <source>“{command}” is not Tesseract OCR. Choose the tesseract program (File → Tesseract program…), or install it with: {install}</source>
      <translation>«{command}» — не Tesseract OCR. Выберите программу tesseract (Файл → Программа Tesseract…) или установите её командой: {install}</translation>
    </message>
    <message>
      <source>The title has {length} characters: at most {most} fit on a page.</source>
      <translation>В заголовке {length} знаков: на странице помещается не больше {most}.</translation>
    </message>
    <message>
      <source>The remembered tile corrections were saved by a newer version of the app: they are kept as they are, and this correction is remembered only until the app closes.</source>
      <translation>Запомненные исправления клеток сохранены более новой версией программы: они остаются как есть, а это исправление запомнено только до закрытия программы.</translation>
    </message>
    <message>
      <source>The file of remembered tile corrections {path} cannot be used: this correction is remembered only until the app closes.</source>
      <translation>Файл запомненных исправлений клеток {path} нельзя использовать: это исправление запомнено только до закрытия программы.</translation>
    </message>
    <message>
      <source>Reading pictures needs Tesseract OCR, which is not installed (no working “{command}”). Install it with: {install}</source>
      <translation>Чтобы читать картинки, нужен Tesseract OCR, а он не установлен (не работает «{command}»). Установите его командой: {install}</translation>
    </message>
    <message>
      <source>Tesseract OCR lacks its language data for {languages}. Install it with: {install}</source>
      <translation>У Tesseract OCR нет языковых данных: {languages}. Установите их командой: {install}</translation>
    </message>
    <message>
      <source>Tesseract could not read the picture ({reason}). Try again, or another picture.</source>
      <translation>Tesseract не смог прочитать картинку ({reason}). Попробуйте ещё раз или другую картинку.</translation>
    </message>
    <message>
      <source>the folder or the file does not exist</source>
      <translation>такой папки или файла нет</translation>
    </message>
    <message>
      <source>permission denied</source>
      <translation>нет доступа</translation>
    </message>
    <message>
      <source>the disk is read-only</source>
      <translation>диск только для чтения</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>на диске нет места</translation>
    </message>
    <message>
      <source>it is a folder</source>
      <translation>это папка</translation>
    </message>
    <message>
      <source>a part of the path is not a folder</source>
      <translation>часть пути — не папка</translation>
    </message>
    <message>
      <source>the name is too long</source>
      <translation>слишком длинное имя</translation>
    </message>
    <message>
      <source>the file is busy in another program</source>
      <translation>файл занят другой программой</translation>
    </message>
    <message>
      <source>a file of that name is in the way</source>
      <translation>на этом месте уже есть файл с таким именем</translation>
    </message>
    <message>
      <source>the name is not allowed here</source>
      <translation>такое имя здесь недопустимо</translation>
    </message>
    <message>
      <source>{count} word, {total} points on {board}|{count} words, {total} points on {board}</source>
      <translation>{count} слово, очков: {total}, поле {board}|{count} слова, очков: {total}, поле {board}|{count} слов, очков: {total}, поле {board}</translation>
    </message>
    <message>
      <source>{count} word from {letters}|{count} words from {letters}</source>
      <translation>{count} слово из {letters}|{count} слова из {letters}|{count} слов из {letters}</translation>
    </message>
    <message>
      <source>Found {found} of {total} word|Found {found} of {total} words</source>
      <translation>Найдено {found} из {total} слова|Найдено {found} из {total} слов|Найдено {found} из {total} слов</translation>
    </message>
    <message>
      <source>{count} word in the grid|{count} words in the grid</source>
      <translation>{count} слово в сетке|{count} слова в сетке|{count} слов в сетке</translation>
    </message>
    <message>
      <source>{count} legal move|{count} legal moves</source>
      <translation>{count} возможный ход|{count} возможных хода|{count} возможных ходов</translation>
    </message>
    <message>
      <source>{count} legal move ({all} with mirror images)|{count} legal moves ({all} with mirror images)</source>
      <translation>{count} возможный ход ({all} с зеркальными)|{count} возможных хода ({all} с зеркальными)|{count} возможных ходов ({all} с зеркальными)</translation>
    </message>
    <message>
      <source>best: {word}, ahead by {points} after {moves} move|best: {word}, ahead by {points} after {moves} moves</source>
      <translation>лучший ход: {word}, через {moves} ход впереди на {points}|лучший ход: {word}, через {moves} хода впереди на {points}|лучший ход: {word}, через {moves} ходов впереди на {points}</translation>
    </message>
    <message>
      <source>best: {word}, behind by {points} after {moves} move|best: {word}, behind by {points} after {moves} moves</source>
      <translation>лучший ход: {word}, через {moves} ход позади на {points}|лучший ход: {word}, через {moves} хода позади на {points}|лучший ход: {word}, через {moves} ходов позади на {points}</translation>
    </message>
    <message>
      <source>best: {word}, level after {moves} move|best: {word}, level after {moves} moves</source>
      <translation>лучший ход: {word}, через {moves} ход поровну|лучший ход: {word}, через {moves} хода поровну|лучший ход: {word}, через {moves} ходов поровну</translation>
    </message>
    <message>
      <source>The game is over: you win, {first}:{second}.</source>
      <translation>Игра окончена: вы выиграли, {first}:{second}.</translation>
    </message>
    <message>
      <source>The game is over: the computer wins, {second}:{first}.</source>
      <translation>Игра окончена: выиграл компьютер, {second}:{first}.</translation>
    </message>
    <message>
      <source>No move can be made on this board with the list {list}: choose a larger dictionary, or start from another word.</source>
      <translation>Со списком {list} на этом поле нет ни одного хода: выберите словарь побольше или начните с другого слова.</translation>
    </message>
    <message>
      <source>The game is over: a draw, {score}:{score}.</source>
      <translation>Игра окончена: ничья, {score}:{score}.</translation>
    </message>
    <message>
      <source>The game is over: player {player} wins, {first}:{second}.</source>
      <translation>Игра окончена: победил игрок {player}, {first}:{second}.</translation>
    </message>
    <message>
      <source>You found {found} of {total} word|You found {found} of {total} words</source>
      <translation>Вы нашли {found} из {total} слова|Вы нашли {found} из {total} слов|Вы нашли {found} из {total} слов</translation>
    </message>
    <message>
      <source>Latin letter “{letter}” on a Cyrillic board</source>
      <translation>латинская буква «{letter}» на поле кириллицей</translation>
    </message>
    <message>
      <source>Cyrillic letter “{letter}” on a Latin board</source>
      <translation>русская буква «{letter}» на поле латиницей</translation>
    </message>
    <message>
      <source>The board cannot be read.</source>
      <translation>Поле не удаётся прочитать.</translation>
    </message>
    <message>
      <source>The pasted picture</source>
      <translation>Вставленная картинка</translation>
    </message>
    <message>
      <source>the system refused it ({code})</source>
      <translation>система отказала ({code})</translation>
    </message>
    <message>
      <source>The dictionary cannot be used.</source>
      <translation>Словарь нельзя использовать.</translation>
    </message>
    <message>
      <source>The file {path} cannot be used: {reason}.</source>
      <translation>Файл {path} нельзя использовать: {reason}.</translation>
    </message>
    <message>
      <source>That move is not allowed.</source>
      <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
      <source>“{name}”</source>
      <translation>«{name}»</translation>
    </message>
    <message>
      <source>Text recognition is not available.</source>
      <translation>Распознавание текста недоступно.</translation>
    </message>
    <message>
      <source>(row {row}, column {col})</source>
      <translation>(ряд {row}, столбец {col})</translation>
    </message>
    <message>
      <source>The letters cannot be used.</source>
      <translation>Эти буквы не подходят.</translation>
    </message>
    <message>
      <source>The input cannot be used.</source>
      <translation>Эти данные нельзя использовать.</translation>
    </message>
    <message>
      <source>Something went wrong.</source>
      <translation>Что-то пошло не так.</translation>
    </message>
    <message>
      <source>Easy: right and down</source>
      <translation>Лёгкая: вправо и вниз</translation>
    </message>
    <message>
      <source>Medium: adds diagonals down</source>
      <translation>Средняя: добавляются диагонали вниз</translation>
    </message>
    <message>
      <source>Hard: all eight directions, backwards too</source>
      <translation>Трудная: все восемь направлений, и задом наперёд</translation>
    </message>
    <message>
      <source>Generate a word search</source>
      <translation>Создать поиск слов</translation>
    </message>
    <message>
      <source>Words, separated by commas, spaces or lines</source>
      <translation>Слова через запятую, пробел или с новой строки</translation>
    </message>
    <message>
      <source>random</source>
      <translation>случайный</translation>
    </message>
    <message>
      <source>Capital letters</source>
      <translation>Заглавные буквы</translation>
    </message>
    <message>
      <source>Keep words inside other words (found twice)</source>
      <translation>Оставлять слова внутри других слов (их найдут дважды)</translation>
    </message>
    <message>
      <source>The puzzle appears here when you press Generate.</source>
      <translation>Головоломка появится здесь, когда вы нажмёте «Создать».</translation>
    </message>
    <message>
      <source>Show the answers</source>
      <translation>Показать ответы</translation>
    </message>
    <message>
      <source>Words:</source>
      <translation>Слова:</translation>
    </message>
    <message>
      <source>Difficulty:</source>
      <translation>Сложность:</translation>
    </message>
    <message>
      <source>Seed:</source>
      <translation>Зерно:</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Заголовок:</translation>
    </message>
    <message>
      <source>Generating…</source>
      <translation>Создаём…</translation>
    </message>
    <message>
      <source>Export the puzzle</source>
      <translation>Экспорт головоломки</translation>
    </message>
    <message>
      <source>PDF, puzzle and answers (*.pdf);;PNG pictures (*.png);;Text (*.txt);;JSON (*.json)</source>
      <translation>PDF, головоломка и ответы (*.pdf);;Картинки PNG (*.png);;Текст (*.txt);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Generate</source>
      <translation>Создать</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Экспорт…</translation>
    </message>
    <message>
      <source>Solve it</source>
      <translation>Решить</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>{placed} words placed (seed {seed}).</source>
      <translation>Размещено слов: {placed} (зерно {seed}).</translation>
    </message>
    <message>
      <source>Did not fit: {words}</source>
      <translation>Не поместились: {words}</translation>
    </message>
    <message>
      <source>Cannot write {path}: {reason}</source>
      <translation>Не удаётся записать {path}: {reason}</translation>
    </message>
    <message>
      <source>Open a screenshot or photo (File → Read a screenshot), paste one, drop it on the window, or capture a region of the screen.</source>
      <translation>Откройте снимок экрана или фото (Файл → Прочитать снимок экрана), вставьте его, перетащите на окно или снимите область экрана.</translation>
    </message>
    <message>
      <source>A picture of another game's board is read on that game's tab.</source>
      <translation>Снимок поля другой игры читается на вкладке этой игры.</translation>
    </message>
    <message>
      <source>Tiles the reader is not sure of have a dashed outline: type over a wrong one and the correction is remembered for that game's look.</source>
      <translation>Клетки, в которых программа не уверена, обведены пунктиром: впечатайте поверх неверной буквы, и исправление запомнится для полей этой игры.</translation>
    </message>
    <message>
      <source>If the grid drawn over the picture is wrong, drag its blue rings onto the first and the last tile, then press “Read again”.</source>
      <translation>Если сетка на снимке легла неверно, перетащите её синие кольца на первую и последнюю клетки и нажмите «Прочитать заново».</translation>
    </message>
    <message>
      <source>Choose the game, then type the board letter by letter (or paste it, or read a screenshot): the words appear as you type. Click a word to see its path; click a tile to list only the words through it; right-click a tile for bonuses and special tiles.</source>
      <translation>Выберите игру и введите поле буква за буквой (или вставьте его, или прочитайте снимок экрана): слова появляются по ходу ввода. Щёлкните слово, чтобы увидеть его путь; щёлкните клетку, чтобы оставить только слова через неё; правый щелчок по клетке — бонусы и особые клетки.</translation>
    </message>
    <message>
      <source>Type the letters; ? stands for any letter. The words use some or all of them.</source>
      <translation>Введите буквы; ? — любая буква. Слова составляются из некоторых или всех букв.</translation>
    </message>
    <message>
      <source>Paste the grid, one row per line, and the words to find (or leave them empty to find every word of the dictionary). “Generate a puzzle…” makes a new one.</source>
      <translation>Вставьте поле, по строке на ряд, и слова для поиска (или оставьте их пустыми, чтобы найти все слова словаря). «Создать головоломку…» делает новую.</translation>
    </message>
    <message>
      <source>Type the start word and press “New game”; the table lists the moves, best first. Play one with “Apply move” or a double click.</source>
      <translation>Введите начальное слово и нажмите «Новая игра»; в таблице ходы, лучшие сверху. Сделайте ход кнопкой «Сделать ход» или двойным щелчком.</translation>
    </message>
    <message>
      <source>A timed game against the computer: type or trace words on the board; when the time is up the computer shows what you missed.</source>
      <translation>Игра на время против компьютера: вводите слова или ведите их по полю; когда время выйдет, компьютер покажет, что вы пропустили.</translation>
    </message>
    <message>
      <source>Read a screenshot</source>
      <translation>Прочитать снимок экрана</translation>
    </message>
    <message>
      <source>Paste into the tab (a board, letters or a picture)</source>
      <translation>Вставить во вкладку (поле, буквы или снимок)</translation>
    </message>
    <message>
      <source>Capture a screen region</source>
      <translation>Снять область экрана</translation>
    </message>
    <message>
      <source>Capture the same region again</source>
      <translation>Снять ту же область ещё раз</translation>
    </message>
    <message>
      <source>Export the results</source>
      <translation>Экспорт результатов</translation>
    </message>
    <message>
      <source>Copy the selected words</source>
      <translation>Копировать выбранные слова</translation>
    </message>
    <message>
      <source>Clear the tab</source>
      <translation>Очистить вкладку</translation>
    </message>
    <message>
      <source>Arrows, Backspace</source>
      <translation>Стрелки, Backspace</translation>
    </message>
    <message>
      <source>Move over the board and correct a tile</source>
      <translation>Ходить по полю и исправлять клетку</translation>
    </message>
    <message>
      <source>This guide</source>
      <translation>Это руководство</translation>
    </message>
    <message>
      <source>Guide</source>
      <translation>Руководство</translation>
    </message>
    <message>
      <source>How to use the solver</source>
      <translation>Как пользоваться программой</translation>
    </message>
    <message>
      <source>The games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>Клавиши</translation>
    </message>
    <message>
      <source>Reading screenshots</source>
      <translation>Чтение снимков экрана</translation>
    </message>
    <message>
      <source>Word game solver</source>
      <translation>Решатель словесных игр</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <source>&amp;Read a screenshot…</source>
      <translation>&amp;Прочитать снимок экрана…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Выход</translation>
    </message>
    <message>
      <source>&amp;Capture a screen region…</source>
      <translation>&amp;Снять область экрана…</translation>
    </message>
    <message>
      <source>Capture the same region &amp;again</source>
      <translation>Снять ту же область &amp;ещё раз</translation>
    </message>
    <message>
      <source>&amp;Watch the region (every 2 s)</source>
      <translation>&amp;Следить за областью (каждые 2 с)</translation>
    </message>
    <message>
      <source>&amp;Tesseract program…</source>
      <translation>Программа &amp;Tesseract…</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Правка</translation>
    </message>
    <message>
      <source>&amp;Paste into the tab</source>
      <translation>&amp;Вставить во вкладку</translation>
    </message>
    <message>
      <source>C&amp;lear the tab</source>
      <translation>&amp;Очистить вкладку</translation>
    </message>
    <message>
      <source>&amp;Export the results…</source>
      <translation>&amp;Экспорт результатов…</translation>
    </message>
    <message>
      <source>&amp;Forget the remembered tile corrections</source>
      <translation>&amp;Забыть запомненные исправления клеток</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Язык</translation>
    </message>
    <message>
      <source>System language</source>
      <translation>Язык системы</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <source>&amp;Guide</source>
      <translation>&amp;Руководство</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>&amp;О программе</translation>
    </message>
    <message>
      <source>Tesseract program</source>
      <translation>Программа Tesseract</translation>
    </message>
    <message>
      <source>About</source>
      <translation>О программе</translation>
    </message>
    <message>
      <source>No tile corrections were remembered.</source>
      <translation>Запомненных исправлений клеток нет.</translation>
    </message>
    <message>
      <source>Text, one word per line (*.txt)</source>
      <translation>Текст, по слову в строке (*.txt)</translation>
    </message>
    <message>
      <source>CSV table (*.csv)</source>
      <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
      <source>JSON (*.json)</source>
      <translation>JSON (*.json)</translation>
    </message>
    <message>
      <source>Tesseract is ready.</source>
      <translation>Tesseract готов к работе.</translation>
    </message>
    <message>
      <source>The screen could not be captured.</source>
      <translation>Не удалось снять экран.</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Сохранено: {path}</translation>
    </message>
    <message>
      <source>This picture shows a board of the {tab} tab; it is read there.</source>
      <translation>На этой картинке поле вкладки «{tab}»; оно читается там.</translation>
    </message>
    <message>
      <source>Reading {path}…</source>
      <translation>Читается {path}…</translation>
    </message>
    <message>
      <source>Use {path} ({count} word) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.|Use {path} ({count} words) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.</source>
      <translation>Сделать {path} ({count} слово) словарём? Его будут использовать все вкладки, и при следующем запуске тоже, пока вы не выберете другой список в поле «Словарь».|Сделать {path} ({count} слова) словарём? Его будут использовать все вкладки, и при следующем запуске тоже, пока вы не выберете другой список в поле «Словарь».|Сделать {path} ({count} слов) словарём? Его будут использовать все вкладки, и при следующем запуске тоже, пока вы не выберете другой список в поле «Словарь».</translation>
    </message>
    <message>
      <source>Word list {path} added: every tab uses it now. To go back, choose “{previous}” in the Dictionary box.</source>
      <translation>Список слов {path} добавлен: теперь его используют все вкладки. Чтобы вернуться, выберите «{previous}» в поле «Словарь».</translation>
    </message>
    <message>
      <source>Capture a region first.</source>
      <translation>Сначала выберите область экрана.</translation>
    </message>
    <message>
      <source>{count} remembered tile correction forgotten.|{count} remembered tile corrections forgotten.</source>
      <translation>Забыто {count} запомненное исправление клетки.|Забыто {count} запомненных исправления клеток.|Забыто {count} запомненных исправлений клеток.</translation>
    </message>
    <message>
      <source>Nothing to export: the {tab} tab shows no results.</source>
      <translation>Нечего экспортировать: на вкладке «{tab}» нет результатов.</translation>
    </message>
    <message>
      <source>The {tab} tab reads no pictures: this one is read on the {other} tab.</source>
      <translation>Вкладка «{tab}» не читает картинки: эту картинку читает вкладка «{other}».</translation>
    </message>
    <message>
      <source>Board taken from {path}.</source>
      <translation>Поле взято из файла {path}.</translation>
    </message>
    <message>
      <source>{path} is not taken for a dictionary: it does not look like a word list (at least {least} different words, each once, one a line or between spaces; different words in this file: {words} of {tokens}). To use it anyway, choose {more} → {add} beside the Dictionary box.</source>
      <translation>Файл {path} не взят словарём: он не похож на список слов (в списке не меньше {least} разных слов, каждое по разу, по одному в строке или через пробел; разных слов в этом файле: {words} из {tokens}). Чтобы всё же взять его, выберите {more} → {add} рядом с полем «Словарь».</translation>
    </message>
    <message>
      <source>{path} was not added; the dictionary is as it was.</source>
      <translation>Файл {path} не добавлен; словарь прежний.</translation>
    </message>
    <message>
      <source>Dictionaries: ENABLE, SCOWL, OpenCorpora, wordfreq; their sources and licences: &lt;a href="{url}"&gt;SOURCES.md&lt;/a&gt;. Help → Guide explains the games and the keys.</source>
      <translation>Словари: ENABLE, SCOWL, OpenCorpora, wordfreq; их источники и лицензии: &lt;a href="{url}"&gt;SOURCES.md&lt;/a&gt;. Справка → Руководство рассказывает об играх и клавишах.</translation>
    </message>
    <message>
      <source>Word game solver {version}: Boggle, Wordament, Word Hunt, Ruzzle, Словомания and more, in Russian and English.</source>
      <translation>Решатель словесных игр {version}: Boggle, Wordament, Word Hunt, Ruzzle, Словомания и другие, на русском и английском.</translation>
    </message>
    <message>
      <source>{url} is on the web: only pictures on this computer are read. Save the picture first, or copy it (Copy image) and paste it here (Edit → Paste into the tab).</source>
      <translation>{url} — это адрес в интернете, а читаются только картинки с этого компьютера. Сохраните картинку или скопируйте её («Копировать картинку») и вставьте сюда (Правка → Вставить во вкладку).</translation>
    </message>
    <message>
      <source>The dropped text was pasted into the tab.</source>
      <translation>Перетащенный текст вставлен во вкладку.</translation>
    </message>
    <message>
      <source>The dropped text holds no board.</source>
      <translation>В перетащенном тексте нет поля.</translation>
    </message>
    <message>
      <source>One line of text is not a board: a board has two rows or more, of as many tiles each.</source>
      <translation>Одна строка текста — не поле: у поля два ряда или больше, с одинаковым числом клеток.</translation>
    </message>
    <message>
      <source>The clipboard holds no board.</source>
      <translation>В буфере обмена нет поля.</translation>
    </message>
    <message>
      <source>Read a screenshot…</source>
      <translation>Прочитать снимок экрана…</translation>
    </message>
    <message>
      <source>Open a screenshot or photo of the board; you can also paste one (Edit → Paste into the tab) or drop it on the window</source>
      <translation>Откройте снимок экрана или фото поля; его можно и вставить (Правка → Вставить во вкладку) или перетащить в окно</translation>
    </message>
    <message>
      <source>The text is {length} characters long: too long for a board or a grid (at most {most}). Nothing was pasted.</source>
      <translation>В тексте {length} знаков: слишком много для поля или сетки (не больше {most}). Ничего не вставлено.</translation>
    </message>
    <message>
      <source>Stopped.</source>
      <translation>Остановлено.</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>Все файлы (*)</translation>
    </message>
    <message>
      <source>Images</source>
      <translation>Изображения</translation>
    </message>
    <message>
      <source>The clipboard is empty.</source>
      <translation>Буфер обмена пуст.</translation>
    </message>
    <message>
      <source>Grid:</source>
      <translation>Сетка:</translation>
    </message>
    <message>
      <source>Read again</source>
      <translation>Прочитать заново</translation>
    </message>
    <message>
      <source>Drag the blue rings round the first and the last tile, or change the number of rows and columns, then read again. Double-click the picture to see all of it.</source>
      <translation>Наведите синие кольца на первую и последнюю клетку или измените число строк и столбцов, затем прочитайте заново. Двойной щелчок — вся картинка.</translation>
    </message>
    <message>
      <source>no letter</source>
      <translation>нет буквы</translation>
    </message>
    <message>
      <source>Row {row}, column {col}: read as {text}</source>
      <translation>Строка {row}, столбец {col}: прочитано «{text}»</translation>
    </message>
    <message>
      <source>(not sure: check it)</source>
      <translation>(неуверенно: проверьте)</translation>
    </message>
    <message>
      <source>(its bonus or value could not be read: check it)</source>
      <translation>(бонус или очки не прочитаны: проверьте)</translation>
    </message>
    <message>
      <source>{word}: +{points}</source>
      <translation>{word}: +{points}</translation>
    </message>
    <message>
      <source>{word} is too short.</source>
      <translation>{word}: слишком короткое слово.</translation>
    </message>
    <message>
      <source>{word} is not a word.</source>
      <translation>{word}: такого слова нет.</translation>
    </message>
    <message>
      <source>{word} is not on board.</source>
      <translation>{word}: этого слова нет на поле.</translation>
    </message>
    <message>
      <source>{word} is already found.</source>
      <translation>{word}: слово уже найдено.</translation>
    </message>
    <message>
      <source>&amp;Language:</source>
      <translation>&amp;Язык:</translation>
    </message>
    <message>
      <source>&amp;Minutes:</source>
      <translation>&amp;Минуты:</translation>
    </message>
    <message>
      <source>End game</source>
      <translation>Закончить игру</translation>
    </message>
    <message>
      <source>Type a word and press Enter, or trace it on the board</source>
      <translation>Введите слово и нажмите Enter или проведите его по полю</translation>
    </message>
    <message>
      <source>Dealing a board…</source>
      <translation>Раздаём поле…</translation>
    </message>
    <message>
      <source>Go! Find words of 4 letters or more.</source>
      <translation>Начали! Ищите слова от 4 букв.</translation>
    </message>
    <message>
      <source>Press “New game”: words of 4 letters or more, one point for each letter after the third.</source>
      <translation>Нажмите «Новая игра»: слова от 4 букв, очко за каждую букву после третьей.</translation>
    </message>
    <message>
      <source>Time is up. The computer found the words you missed.</source>
      <translation>Время вышло. Компьютер нашёл слова, которые вы пропустили.</translation>
    </message>
    <message>
      <source>Game over. The computer found the words you missed.</source>
      <translation>Игра окончена. Компьютер нашёл слова, которые вы пропустили.</translation>
    </message>
    <message>
      <source>Your words — score {score}</source>
      <translation>Ваши слова — очков: {score}</translation>
    </message>
    <message>
      <source>Computer's words — score {score}</source>
      <translation>Слова компьютера — очков: {score}</translation>
    </message>
    <message>
      <source>{what} {seconds} s</source>
      <translation>{what} {seconds} с</translation>
    </message>
    <message>
      <source>Zipf frequency: about 10^(Z-9) of all words; 0 means unknown</source>
      <translation>Частота по Ципфу: примерно 10^(Z−9) от всех слов; 0 — неизвестна</translation>
    </message>
    <message>
      <source>↓ A function word: listed after the words of its frequency, as 4 Pics 1 Word answers are content words</source>
      <translation>↓ Служебное слово: стоит после слов той же частоты, ведь ответы «4 фото 1 слово» — знаменательные слова</translation>
    </message>
    <message>
      <source>↓ An inflected form: listed one frequency step lower, after the dictionary forms, as 4 Pics 1 Word answers are dictionary forms</source>
      <translation>↓ Словоформа: стоит на ступень частоты ниже, после начальных форм, ведь ответы «4 фото 1 слово» — начальные формы</translation>
    </message>
    <message>
      <source>{count} word|{count} words</source>
      <translation>{count} слово|{count} слова|{count} слов</translation>
    </message>
    <message>
      <source>right</source>
      <translation>вправо</translation>
    </message>
    <message>
      <source>left</source>
      <translation>влево</translation>
    </message>
    <message>
      <source>down</source>
      <translation>вниз</translation>
    </message>
    <message>
      <source>up</source>
      <translation>вверх</translation>
    </message>
    <message>
      <source>down-right</source>
      <translation>вниз-вправо</translation>
    </message>
    <message>
      <source>down-left</source>
      <translation>вниз-влево</translation>
    </message>
    <message>
      <source>up-right</source>
      <translation>вверх-вправо</translation>
    </message>
    <message>
      <source>up-left</source>
      <translation>вверх-влево</translation>
    </message>
    <message>
      <source>{count} move|{count} moves</source>
      <translation>{count} ход|{count} хода|{count} ходов</translation>
    </message>
    <message>
      <source>Word</source>
      <translation>Слово</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Длина</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Frequency</source>
      <translation>Частота</translation>
    </message>
    <message>
      <source>Letters left</source>
      <translation>Оставшиеся буквы</translation>
    </message>
    <message>
      <source>Direction</source>
      <translation>Направление</translation>
    </message>
    <message>
      <source>Times</source>
      <translation>Раз</translation>
    </message>
    <message>
      <source>Letter</source>
      <translation>Буква</translation>
    </message>
    <message>
      <source>Cell</source>
      <translation>Клетка</translation>
    </message>
    <message>
      <source>Filter words…</source>
      <translation>Фильтр слов…</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Копировать</translation>
    </message>
    <message>
      <source>Check this word…</source>
      <translation>Проверить слово…</translation>
    </message>
    <message>
      <source>Nothing to copy: the list is empty.</source>
      <translation>Копировать нечего: список пуст.</translation>
    </message>
    <message>
      <source>Copied {count} word.|Copied {count} words.</source>
      <translation>Скопировано {count} слово.|Скопировано {count} слова.|Скопировано {count} слов.</translation>
    </message>
    <message>
      <source>{shown} shown of {count}</source>
      <translation>показано {shown} из {count}</translation>
    </message>
    <message>
      <source>Through tile {row}:{col}</source>
      <translation>Через клетку {row}:{col}</translation>
    </message>
    <message>
      <source>{total} point|{total} points</source>
      <translation>{total} очко|{total} очка|{total} очков</translation>
    </message>
    <message>
      <source>Check the tiles with a dashed outline ({count}); type over a wrong one and the correction is remembered.</source>
      <translation>Проверьте клетки с пунктирной рамкой ({count}); если буква неверна, введите правильную — исправление запомнится.</translation>
    </message>
    <message>
      <source>Read in {seconds} s.</source>
      <translation>Прочитано за {seconds} с.</translation>
    </message>
    <message>
      <source>Letters stand in line above the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Над полем в ряд стоят буквы: возможно, пропущена строка. Задайте число строк и столбцов сетки, наведите синие кольца на первую и последнюю клетку, затем прочитайте заново.</translation>
    </message>
    <message>
      <source>Letters stand in line below the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Под полем в ряд стоят буквы: возможно, пропущена строка. Задайте число строк и столбцов сетки, наведите синие кольца на первую и последнюю клетку, затем прочитайте заново.</translation>
    </message>
    <message>
      <source>Letters stand in line left of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Слева от поля в столбец стоят буквы: возможно, пропущен столбец. Задайте число строк и столбцов сетки, наведите синие кольца на первую и последнюю клетку, затем прочитайте заново.</translation>
    </message>
    <message>
      <source>Letters stand in line right of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Справа от поля в столбец стоят буквы: возможно, пропущен столбец. Задайте число строк и столбцов сетки, наведите синие кольца на первую и последнюю клетку, затем прочитайте заново.</translation>
    </message>
    <message>
      <source>{count} of {tiles} tiles show no letter: the grid is not on the board. Drag the blue rings round the first and the last tile, then read again.</source>
      <translation>На {count} из {tiles} клеток нет буквы: сетка не на поле. Наведите синие кольца на первую и последнюю клетку, затем прочитайте заново.</translation>
    </message>
    <message>
      <source>{count} tile shows no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.|{count} tiles show no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.</source>
      <translation>На {count} клетке нет буквы (нет кубика или клетка не найдена): сверьте поле с картинкой, прежде чем верить словам.|На {count} клетках нет буквы (нет кубика или клетка не найдена): сверьте поле с картинкой, прежде чем верить словам.|На {count} клетках нет буквы (нет кубика или клетка не найдена): сверьте поле с картинкой, прежде чем верить словам.</translation>
    </message>
    <message>
      <source>{count} tile was read as you corrected it before (Edit → Forget the remembered tile corrections, if that was a slip).|{count} tiles were read as you corrected them before (Edit → Forget the remembered tile corrections, if that was a slip).</source>
      <translation>{count} клетка прочитана так, как вы её исправили раньше (если это была опечатка: Правка → Забыть запомненные исправления клеток).|{count} клетки прочитаны так, как вы их исправили раньше (если это была опечатка: Правка → Забыть запомненные исправления клеток).|{count} клеток прочитаны так, как вы их исправили раньше (если это была опечатка: Правка → Забыть запомненные исправления клеток).</translation>
    </message>
    <message>
      <source>The reader is not sure of this board ({percent} %): compare it with the picture before trusting the words.</source>
      <translation>Распознаватель не уверен в этом поле ({percent} %): сверьте его с картинкой, прежде чем доверять словам.</translation>
    </message>
    <message>
      <source>Copy the board</source>
      <translation>Копировать поле</translation>
    </message>
    <message>
      <source>&amp;Bonus</source>
      <translation>&amp;Бонус</translation>
    </message>
    <message>
      <source>Special tile</source>
      <translation>Особая клетка</translation>
    </message>
    <message>
      <source>Point value</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Points shown on the tile:</source>
      <translation>Очки, указанные на клетке:</translation>
    </message>
    <message>
      <source>Several letters in one tile (Qu, digraph)…</source>
      <translation>Несколько букв в клетке (Qu, диграф)…</translation>
    </message>
    <message>
      <source>Letters, e.g. QU or TH:</source>
      <translation>Буквы, например QU или TH:</translation>
    </message>
    <message>
      <source>Prefix tile (only starts words)…</source>
      <translation>Приставка (только в начале слова)…</translation>
    </message>
    <message>
      <source>Prefix letters, e.g. RE:</source>
      <translation>Буквы приставки, например RE:</translation>
    </message>
    <message>
      <source>Suffix tile (only ends words)…</source>
      <translation>Окончание (только в конце слова)…</translation>
    </message>
    <message>
      <source>Suffix letters, e.g. ING:</source>
      <translation>Буквы окончания, например ING:</translation>
    </message>
    <message>
      <source>Either/or tile…</source>
      <translation>Клетка «или/или»…</translation>
    </message>
    <message>
      <source>Two letters separated by /, e.g. A/E:</source>
      <translation>Две буквы через /, например А/Е:</translation>
    </message>
    <message>
      <source>Clear values and bonuses</source>
      <translation>Убрать очки и бонусы</translation>
    </message>
    <message>
      <source>Blocked cell</source>
      <translation>Заблокированная клетка</translation>
    </message>
    <message>
      <source>Clear tile</source>
      <translation>Очистить клетку</translation>
    </message>
    <message>
      <source>&amp;None</source>
      <translation>&amp;Нет</translation>
    </message>
    <message>
      <source>Point &amp;value…</source>
      <translation>&amp;Очки клетки…</translation>
    </message>
    <message>
      <source>You banned it (More → My words takes the ban back).</source>
      <translation>Вы запретили это слово (запрет снимается в «Ещё → Мои слова»).</translation>
    </message>
    <message>
      <source>Offensive: hidden unless “Offensive words” is ticked.</source>
      <translation>Грубое слово: скрыто, пока не отмечено «Грубые слова».</translation>
    </message>
    <message>
      <source>A diminutive or augmentative, which Balda's rules refuse.</source>
      <translation>Уменьшительная или увеличительная форма: правила Балды её не принимают.</translation>
    </message>
    <message>
      <source>Rare, slang or archaic for this game's list.</source>
      <translation>Редкое, жаргонное или устаревшее слово для списка этой игры.</translation>
    </message>
    <message>
      <source>Not a common noun in the nominative singular.</source>
      <translation>Не нарицательное существительное в именительном падеже единственного числа.</translation>
    </message>
    <message>
      <source>In none of the bundled lists.</source>
      <translation>Нет ни в одном из встроенных списков.</translation>
    </message>
    <message>
      <source>A plural-only noun (allowed by default).</source>
      <translation>Существительное только во множественном числе (разрешено по умолчанию).</translation>
    </message>
    <message>
      <source>“{word}” is in the list {list}.</source>
      <translation>«{word}» есть в списке {list}.</translation>
    </message>
    <message>
      <source>“{word}” is not in the list {list}.</source>
      <translation>«{word}» нет в списке {list}.</translation>
    </message>
    <message>
      <source>Check this word</source>
      <translation>Проверка слова</translation>
    </message>
    <message>
      <source>Lists that hold it: {lists}. Zipf frequency: {zipf}.</source>
      <translation>Есть в списках: {lists}. Частота по Ципфу: {zipf}.</translation>
    </message>
    <message>
      <source>Check the tiles with a dashed outline ({count}); correct a wrong letter in the grid's text.</source>
      <translation>Проверьте клетки с пунктирной рамкой ({count}); неверную букву исправьте в тексте поля слева.</translation>
    </message>
    <message>
      <source>&amp;Grid (one row per line):</source>
      <translation>&amp;Поле (каждая строка — ряд букв):</translation>
    </message>
    <message>
      <source>&amp;Words to find (empty: every dictionary word):</source>
      <translation>&amp;Слова для поиска (пусто — все слова словаря):</translation>
    </message>
    <message>
      <source>Shortest:</source>
      <translation>Не короче:</translation>
    </message>
    <message>
      <source>Show all words</source>
      <translation>Показать все слова</translation>
    </message>
    <message>
      <source>Generate a puzzle…</source>
      <translation>Создать головоломку…</translation>
    </message>
    <message>
      <source>Without a word list: the shortest dictionary word to find</source>
      <translation>Без списка слов: самое короткое слово словаря, которое искать</translation>
    </message>
    <message>
      <source>Type or paste the puzzle's grid on the left, one row per line; its words are then drawn here.</source>
      <translation>Введите или вставьте поле головоломки слева, каждую строку — отдельным рядом; найденные слова появятся здесь.</translation>
    </message>
    <message>
      <source>{count} word read from the list beside the grid.|{count} words read from the list beside the grid.</source>
      <translation>Прочитано {count} слово из списка рядом с полем.|Прочитано {count} слова из списка рядом с полем.|Прочитано {count} слов из списка рядом с полем.</translation>
    </message>
    <message>
      <source>Paste or type the grid, one row per line.</source>
      <translation>Вставьте или введите поле: каждая строка — ряд букв.</translation>
    </message>
    <message>
      <source>Not found: {words}|Not found: {words}</source>
      <translation>Не найдено: {words}|Не найдены: {words}|Не найдены: {words}</translation>
    </message>
  </context>
</TS>
